import type { FormInstance } from 'antd';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** Shows a message under a field and remembers its catalogue code, so it can follow the language. */
export type FieldErrorSetter = (field: string, code: string, message: string) => void;

/**
 * Field errors that follow the language switch: messages set from a code (server answers, our
 * own checks) are translated again, and rule messages are re-validated in the new language.
 */
export function useFieldErrors(form: FormInstance): FieldErrorSetter {
  const { i18n } = useTranslation();
  const coded = useRef(new Map<string, { code: string; message: string }>());
  const language = useRef(i18n.language);

  const setFieldError = useCallback<FieldErrorSetter>(
    (field, code, message) => {
      coded.current.set(field, { code, message });
      form.setFields([{ name: field, errors: [message] }]);
    },
    [form],
  );

  useEffect(() => {
    if (language.current === i18n.language) return;
    language.current = i18n.language;
    const failing = form.getFieldsError().filter((field) => field.errors.length > 0);
    if (failing.length === 0) return;
    void import('../i18n/translateError').then(({ translateKnownError }) => {
      for (const { name, errors } of failing) {
        const key = name.join('.');
        const set = coded.current.get(key);
        const translated = set && errors[0] === set.message ? translateKnownError(set.code) : null;
        if (set && translated) {
          setFieldError(key, set.code, translated);
        } else {
          // A rule's message: checking again gives it in the new language.
          form.validateFields([name]).catch(() => undefined);
        }
      }
    });
  }, [i18n.language, form, setFieldError]);

  return setFieldError;
}
