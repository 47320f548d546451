import type { ActivityKind } from '@hashar/common';
import type { ActivityErrors } from '../../../activity/activityForm';

/** What a part of the owner's form needs to draw and change its inputs: V is the values it reads (a kind's, or a part of them). */
export interface FormBinding<V> {
  kind: ActivityKind;
  values: V;
  set<F extends keyof V & string>(field: F, value: V[F]): void;
  errors: ActivityErrors;
}

type FieldOf<V, T> = { [F in keyof V]-?: [V[F]] extends [T] ? F : never }[keyof V] & string;
/** The text fields of values V: text, number and date inputs, and selects (which offer only their field's values). */
export type TextFieldName<V> = FieldOf<V, string>;
/** The yes/no fields of values V (checkboxes). */
type CheckFieldName<V> = FieldOf<V, boolean>;

/** The props of a text input bound to the form. */
export interface TextBinding {
  id: string;
  value: string;
  onValueChange: (value: string) => void;
  error: string | undefined;
}

/** Binds a text field's input: id `<kind>-<field>`, its value, change and error. */
export function bindText<V>({ kind, values, set, errors }: FormBinding<V>) {
  // A text field holds a string (TextFieldName), and a select offers only its field's values.
  return (field: TextFieldName<V>): TextBinding => ({
    id: `${kind}-${field}`,
    value: values[field] as string,
    onValueChange: (v: string) => set(field, v as V[TextFieldName<V>]),
    error: errors[field],
  });
}

/** Binds a checkbox: id `<kind>-<field>`, checked, change and error. */
export function bindCheck<V>({ kind, values, set, errors }: FormBinding<V>) {
  return (field: CheckFieldName<V>) => ({
    id: `${kind}-${field}`,
    checked: values[field] as boolean,
    onCheckedChange: (v: boolean) => set(field, v as V[CheckFieldName<V>]),
    error: errors[field],
  });
}

/** The attributes of a whole-number input from `min` to `max`. */
export function wholeNumber(min: number, max: number) {
  return { type: 'number', inputMode: 'numeric', min, max } as const;
}
