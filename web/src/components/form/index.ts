export { CheckboxGroupField, type CheckboxGroupFieldProps } from './checkbox-group-field';
export { FormField, feedbackId, type FieldControlProps, type FormFieldProps } from './form-field';
export { FormMessage, type FormMessageProps } from './form-message';
export { SelectField, type SelectFieldProps } from './select-field';
export { SubmitButton, type SubmitButtonProps } from './submit-button';
export { SwitchField, type SwitchFieldProps } from './switch-field';
export { TextField, type TextFieldProps } from './text-field';
export { TextAreaField, type TextAreaFieldProps } from './text-area-field';
export { FormModal, ModalFormFooter } from './modal-form';
