import type { ErrorDefinition } from '../common/error-types';

/** The family's heading in docs/errors.md. */
export const orderErrorsTitle = 'Repair orders and work orders';

/** Repair orders and work orders (docs/work-orders.md; docs/spec/B-operations.md §3, §4, §6). */
export const orderErrors = {
  'iot-order.10001': {
    status: 409,
    zh: '工单当前状态不允许此操作',
    en: 'The order cannot make this move in its current status',
    meaning:
      'A move (approve, accept, submit, pass, …) that the state machine of docs/work-orders.md does not allow from the order’s current status, including a second press of a move already made. Nothing changes.',
  },
  'iot-order.10002': {
    status: 403,
    zh: '您不是该工单此步骤的负责人',
    en: 'You do not hold the role that makes this move on the order',
    meaning:
      'The caller may see the order but is not its handler, verifier, sponsor or raiser (or not one of the merchant’s people) as the move requires. Nothing changes.',
  },
  'iot-order.10003': {
    status: 422,
    zh: '计划结束时间须晚于计划开始时间',
    en: 'The planned end must be after the planned start',
    meaning: 'A work order whose planned end is not after its planned start (field planned_end).',
  },
  'iot-order.10004': {
    status: 422,
    zh: '最多上传 3 张图片',
    en: 'At most 3 pictures can be uploaded',
    meaning: 'An order or a move carries more than 3 pictures.',
  },
  'iot-order.10005': {
    status: 422,
    zh: '图片无效，请重新上传',
    en: 'The picture is not valid, please upload it again',
    meaning: "A picture id that names no order-picture image upload of the caller's tenant.",
  },
  'iot-order.10006': {
    status: 422,
    zh: '设备不属于所选电站（最多 20 台）',
    en: 'The device is not bound to the chosen station (at most 20 devices)',
    meaning:
      'A device id that is not bound to the order’s station or not within the caller’s device authority, or more than 20 devices.',
  },
  'iot-order.10007': {
    status: 422,
    zh: '所选人员不存在',
    en: 'The chosen person does not exist',
    meaning: 'A handler or verifier id that names no user of the caller’s tenant.',
  },
  'iot-order.10008': {
    status: 422,
    zh: '请填写原因或处理结果',
    en: 'Please enter the reason or the result',
    meaning:
      'A move that needs a note (reject, fail, submit, complete, cancel in service) was sent without one.',
  },
  'iot-order.10009': {
    status: 422,
    zh: '检查项须与工单模板一致（最多 30 项）',
    en: 'The checklist must answer the template’s items (at most 30)',
    meaning:
      'A submitted checklist that does not answer exactly the order’s template items in order, or a template with more than 30 items.',
  },
  'iot-order.10010': {
    status: 422,
    zh: '工单模板不存在或类型不符',
    en: 'The template does not exist or is of another type',
    meaning: "A template id that names no template of the caller's tenant for the order's type.",
  },
  'iot-order.10011': {
    status: 409,
    zh: '该类型下已有同名模板',
    en: 'A template of this type already has this name',
    meaning: 'Creating a work-order template whose name another template of the same type of the tenant has.',
  },
  'iot-order.10012': {
    status: 409,
    zh: '该告警已生成工单',
    en: 'This alarm event already has a work order',
    meaning:
      'Raising a work order from an alarm event that another work order was already raised from; the event shows that order.',
  },
  'iot-order.10013': {
    status: 422,
    zh: '告警所在电站与工单电站不一致',
    en: 'The alarm event belongs to another station',
    meaning:
      'A work order naming an alarm event together with a station other than the one the event’s device is bound to.',
  },
  'iot-order.10014': {
    status: 422,
    zh: '计划周期须为 1–365 天、1–52 周或 1–12 个月',
    en: 'The plan repeats every 1–365 days, 1–52 weeks or 1–12 months',
    meaning: 'A maintenance plan whose period is out of range for its unit.',
  },
} as const satisfies Record<string, ErrorDefinition>;
