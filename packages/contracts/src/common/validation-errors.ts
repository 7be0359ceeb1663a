import type { ErrorDefinition } from './error-types';

/** The family's heading in docs/errors.md. */
export const validationErrorsTitle = 'Generic field rules';

/** Generic field rules: the spec's numeric codes (B §8) and our iot-validation family. */
export const validationErrors = {
  '10001': {
    status: 422,
    zh: '名称须为 2–64 个字符，可包含中文、字母、数字、连字符和下划线',
    en: 'The name must be 2–64 Chinese characters, letters, digits, hyphens or underscores',
    meaning:
      'The generic name rule (station, rule, job and device names) is broken: 2–64 of Chinese characters, ASCII letters, digits, hyphen, underscore.',
  },
  '10002': {
    status: 422,
    zh: '请输入 {min}–{max} 之间的数字',
    en: 'Enter a number from {min} to {max}',
    meaning: 'A number lies outside its allowed range; params min and max give the range.',
  },
  '10003': {
    status: 422,
    zh: '请输入大于或等于 0 的数字',
    en: 'Enter a number greater than or equal to 0',
    meaning: 'A value that must be zero or positive (prices, incomes, costs) is negative.',
  },
  '10004': {
    status: 415,
    zh: '文件类型错误，仅支持 {types}',
    en: 'Wrong file type, only {types} is supported',
    meaning: 'An upload has an extension or type outside the list allowed for the field; {types} lists them.',
  },
  'iot-validation.10001': {
    status: 422,
    zh: '此项不能为空',
    en: 'This field is required',
    meaning: 'A required field is missing or empty.',
  },
  'iot-validation.10002': {
    status: 422,
    zh: '输入的值无效',
    en: 'The value is invalid',
    meaning: 'A value fails validation where no more specific code applies (e.g. wrong type).',
  },
  'iot-validation.10003': {
    status: 422,
    zh: '至少需要 {min} 个字符',
    en: 'At least {min} characters are needed',
    meaning: 'A text is shorter than its minimum length.',
  },
  'iot-validation.10004': {
    status: 422,
    zh: '最多 {max} 个字符',
    en: 'At most {max} characters',
    meaning: 'A text is longer than its maximum length.',
  },
  'iot-validation.10005': {
    status: 422,
    zh: '请输入整数',
    en: 'Enter a whole number',
    meaning: 'A value that must be an integer has a fraction.',
  },
  'iot-validation.10006': {
    status: 422,
    zh: '最多保留 {digits} 位小数',
    en: 'At most {digits} decimal places',
    meaning: 'A number has more decimal places than allowed (10 for prices, 3 for strategy power).',
  },
  'iot-validation.10007': {
    status: 422,
    zh: '请选择有效的选项',
    en: 'Choose a valid option',
    meaning: 'A value is not one of the allowed options of an enumeration.',
  },
  'iot-validation.10008': {
    status: 422,
    zh: '开始时间不能晚于结束时间',
    en: 'The start time cannot be after the end time',
    meaning: 'A time range whose start is after its end.',
  },
  'iot-validation.10009': {
    status: 422,
    zh: '时间须晚于当前时间',
    en: 'The time must be in the future',
    meaning: 'A time that must lie in the future (e.g. firmware upgrade time) is now or past.',
  },
  'iot-validation.10010': {
    status: 422,
    zh: '搜索内容不能包含引号或反斜杠',
    en: 'The search text cannot contain quotes or backslashes',
    meaning: 'A search text holds a single or double quote, a backtick or a backslash.',
  },
  'iot-validation.10011': {
    status: 422,
    zh: '请输入十六进制数据',
    en: 'Enter hexadecimal data',
    meaning:
      'A parameter declared as hexadecimal holds characters other than 0-9, a-f, A-F (or an odd count).',
  },
  'iot-validation.10012': {
    status: 422,
    zh: '存在重复的字段或参数',
    en: 'There are duplicate fields or parameters',
    meaning: 'A list of fields or parameters names the same one twice.',
  },
  'iot-validation.10013': {
    status: 422,
    zh: '最小值不能大于最大值',
    en: 'The minimum cannot be greater than the maximum',
    meaning: 'A min/max pair with min above max.',
  },
  'iot-validation.10014': {
    status: 422,
    zh: '包含不支持的字段',
    en: 'Contains unsupported fields',
    meaning: 'A strict request body holds keys the endpoint does not know.',
  },
  'iot-validation.10015': {
    status: 422,
    zh: '不能包含 < > 引号、反斜杠或不可见字符',
    en: 'Must not contain < > quotes, backslashes or invisible characters',
    meaning:
      'A free text holds markup characters, quotes, backslashes, control characters or bidirectional / zero-width format characters.',
  },
  'iot-validation.10016': {
    status: 422,
    zh: '请输入有效的时间',
    en: 'Enter a valid time',
    meaning: 'A date, time or HH:mm value cannot be parsed.',
  },
  'iot-validation.10017': {
    status: 422,
    zh: '最多 {max} 项',
    en: 'At most {max} items',
    meaning: 'A list holds more items than allowed.',
  },
  'iot-validation.10018': {
    status: 422,
    zh: '至少选择 {min} 项',
    en: 'Choose at least {min} items',
    meaning: 'A list holds fewer items than required.',
  },
  'iot-validation.10019': {
    status: 422,
    zh: '只能包含字母、数字和下划线，不能包含中文或空格',
    en: 'Only letters, digits and underscores are allowed, no Chinese characters or spaces',
    meaning: 'An identifier (SIM pool id, app id, secret key, …) holds characters other than [A-Za-z0-9_].',
  },
  'iot-validation.10020': {
    status: 422,
    zh: '请输入有效的数字',
    en: 'Enter a valid number',
    meaning: 'A value that must be a finite number is not one.',
  },
  'iot-validation.10021': {
    status: 422,
    zh: '不能包含 < >、反斜杠或不可见字符',
    en: 'Must not contain < >, backslashes or invisible characters',
    meaning:
      'A multi-line text (description, template) holds markup characters, backslashes, or control and format characters other than tab and line breaks.',
  },
  'iot-validation.10022': {
    status: 422,
    zh: '请输入 HH:mm 格式的时间',
    en: 'Enter a time as HH:mm',
    meaning: 'A time of day is not HH:mm between 00:00 and 23:59.',
  },
  'iot-validation.10023': {
    status: 422,
    zh: '电话号码格式不正确',
    en: 'The phone number format is invalid',
    meaning:
      'A contact phone (station, brand) is neither a mobile number (login.error.002 rule) nor a landline such as 010-8888 6666 or +1 602 555 0100 (6–20 digits, with spaces, hyphens or an extension).',
  },
  'iot-validation.10024': {
    status: 422,
    zh: '不允许使用内部或私有网络地址（如 127.0.0.1、10.x、192.168.x、169.254.x、localhost），请填写可从互联网访问的地址',
    en: 'Internal or private addresses are not allowed (such as 127.0.0.1, 10.x, 192.168.x, 169.254.x, localhost); enter an address reachable from the internet',
    meaning:
      'A webhook, robot or video address whose host is, or resolves to, a loopback, private, link-local, unique-local, multicast, unspecified or reserved address (any notation), and is not in OUTBOUND_ALLOW.',
  },
  'iot-validation.10025': {
    status: 422,
    zh: '请输入不小于 {min} 的数字',
    en: 'Enter a number of at least {min}',
    meaning: 'A number is below its minimum; param min gives it.',
  },
  'iot-validation.10026': {
    status: 422,
    zh: '请输入不大于 {max} 的数字',
    en: 'Enter a number of at most {max}',
    meaning: 'A number is above its maximum; param max gives it.',
  },
  'iot-validation.10027': {
    status: 422,
    zh: '不能包含引号、反斜杠、换行或不可见字符',
    en: 'Must not contain quotes, backslashes, line breaks or invisible characters',
    meaning:
      'A single-line free text (name, address, contact, label) holds a quote, backtick, backslash, line break, control character or bidirectional / zero-width format character. < and > are allowed (escaped where shown).',
  },
  'iot-validation.10028': {
    status: 422,
    zh: '不能包含反斜杠或不可见字符',
    en: 'Must not contain backslashes or invisible characters',
    meaning:
      'A multi-line free text (description, remark, template) holds a backslash, or a control or format character other than tab and line breaks. < and > are allowed (escaped where shown).',
  },
  'iot-validation.10029': {
    status: 422,
    zh: '时间范围最多 {max} 天',
    en: 'The range covers at most {max} days',
    meaning: 'A date range of a report or analysis is longer than allowed; param max gives the days.',
  },
} as const satisfies Record<string, ErrorDefinition>;
