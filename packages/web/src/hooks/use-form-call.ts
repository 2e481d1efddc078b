import { errorNotification, isGameApiError, isValid, PATHS, type ValidationErrors } from '@dubloon-quest/core';
import { useCallback, useRef, useState } from 'react';
import { useServices } from '../services/app-services.js';

export interface FormCallOptions<Values, Data> {
  /** Core's validator for the form: nothing is sent while it finds a problem. */
  validate: (values: Values) => ValidationErrors;
  /** The GameApi call. */
  call: (values: Values) => Promise<Data>;
  onSuccess: (data: Data, values: Values) => void;
  /** The screen's text for a server fault (5xx); the error's own message otherwise (spec 8). */
  serverFailure?: string;
  /** Where a failure's message goes (a toast); without it the message is kept in `failure` for the form. */
  onFailure?: (message: string) => void;
}

export interface FormCall<Values> {
  submitting: boolean;
  /** Per field: the validator's problems, or the server's `errors`. */
  errors: ValidationErrors;
  /** The last failure's message, when the form shows it (no `onFailure`). */
  failure: string | null;
  submit: (values: Values) => void;
}

/**
 * Sends a form through a GameApi call that no machine owns (the account pages): checked first with core's
 * validator; the server's field errors shown on their fields and its message as core's error helper words
 * it (spec 8); a refused session (401, 403) taken to its error page, as every other call does.
 */
export function useFormCall<Values, Data>(options: FormCallOptions<Values, Data>): FormCall<Values> {
  const { navigation } = useServices();
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<ValidationErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const latest = useRef(options);
  latest.current = options;

  const submit = useCallback(
    (values: Values) => {
      const { validate, call, onSuccess, serverFailure, onFailure } = latest.current;
      const problems = validate(values);
      setErrors(problems);
      setFailure(null);
      if (!isValid(problems)) return;
      setSubmitting(true);
      call(values).then(
        (data) => {
          setSubmitting(false);
          onSuccess(data, values);
        },
        (error: unknown) => {
          setSubmitting(false);
          if (isGameApiError(error, 'unauthorized')) return navigation.navigate(PATHS.unauthorized);
          if (isGameApiError(error, 'forbidden')) return navigation.navigate(PATHS.forbidden);
          if (isGameApiError(error) && Object.keys(error.fieldErrors).length > 0) setErrors(error.fieldErrors as ValidationErrors);
          const message = errorNotification(error, serverFailure).content;
          if (onFailure) onFailure(message);
          else setFailure(message);
        },
      );
    },
    [navigation],
  );

  return { submitting, errors, failure, submit };
}
