export { FormField, feedbackId, type FieldControlProps, type FormFieldProps } from './form-field';
export { FormMessage, type FormMessageProps } from './form-message';
export { SubmitButton, type SubmitButtonProps } from './submit-button';
export { TextField, type TextFieldProps } from './text-field';
