/** The JSON body of every error response (docs/requirements.md, Errors). */
export type ApiErrorBody = {
  message: string;
  fieldErrors?: Record<string, string>;
};
