import type { FormInstance } from 'antd';
import { useEffect } from 'react';
import { useFieldErrors } from '../../../ui/useFieldErrors';
import type { StepError } from '../components/stepProps';

/** The step's field-error setter, with the wizard's returned error shown once the step opens. */
export function useStepError(form: FormInstance, error: StepError | null) {
  const setFieldError = useFieldErrors(form);
  useEffect(() => {
    if (error) setFieldError(error.field, error.code, error.message);
  }, [error, setFieldError]);
  return setFieldError;
}
