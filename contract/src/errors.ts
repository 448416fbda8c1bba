/** The JSON body of every error response (design.md, Errors). */
export type ApiErrorBody = {
  message: string;
  fieldErrors?: Record<string, string>;
};
