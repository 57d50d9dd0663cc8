import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import classes from './text-field.module.css';

interface FieldTexts {
  /** Fixed, not generated: the prerendered label must point at the same field the app keeps. */
  id: string;
  label: string;
  description?: ReactNode;
  error?: ReactNode;
}

interface FrameProps extends FieldTexts {
  required: boolean | undefined;
  children: ReactNode;
}

/** What the `<input>` and the `<textarea>` share; aria-describedby names the error first, as the more urgent. */
function controlProps({ id, description, error }: Omit<FieldTexts, 'label'>) {
  const describedBy = [error ? `${id}-error` : '', description ? `${id}-description` : ''].filter(Boolean).join(' ');
  return {
    id,
    className: classes.input,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
}

function FieldFrame({ id, label, description, error, required, children }: FrameProps) {
  return (
    <div className={classes.field}>
      <label className={classes.label} htmlFor={id}>
        {label}
        {required && (
          <span className={classes.required} aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {children}
      {description && (
        <p id={`${id}-description`} className={`${classes.below} ${classes.description}`}>
          {description}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={`${classes.below} ${classes.error}`}>
          {error}
        </p>
      )}
    </div>
  );
}

type TextFieldProps = FieldTexts &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & { ref?: Ref<HTMLInputElement> };

export function TextField({ id, label, description, error, ref, ...input }: TextFieldProps) {
  return (
    <FieldFrame id={id} label={label} description={description} error={error} required={input.required}>
      <input ref={ref} {...controlProps({ id, description, error })} {...input} />
    </FieldFrame>
  );
}

type TextAreaFieldProps = FieldTexts &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> & { ref?: Ref<HTMLTextAreaElement> };

export function TextAreaField({ id, label, description, error, ref, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame id={id} label={label} description={description} error={error} required={textarea.required}>
      <textarea ref={ref} {...controlProps({ id, description, error })} {...textarea} />
    </FieldFrame>
  );
}
