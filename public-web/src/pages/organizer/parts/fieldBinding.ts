import type { ActivityKind } from '@hashar/common';
import type { ActivityErrors, ActivityValues } from '../../../activity/activityForm';

/** What a part of the organizer's form needs to draw and change its inputs. */
export interface FormBinding {
  kind: ActivityKind;
  values: ActivityValues;
  set: <F extends keyof ActivityValues>(field: F, value: ActivityValues[F]) => void;
  errors: ActivityErrors;
}

type FieldOf<T> = { [F in keyof ActivityValues]: [ActivityValues[F]] extends [T] ? F : never }[keyof ActivityValues];
/** The form's text fields: text, number and date inputs, and selects (which offer only their field's values). */
export type TextFieldName = FieldOf<string>;
/** The form's yes/no fields (checkboxes). */
type CheckFieldName = FieldOf<boolean>;

/** Binds a text field's input: id `<kind>-<field>`, its value, change and error. */
export function bindText({ kind, values, set, errors }: FormBinding) {
  return (field: TextFieldName) => ({
    id: `${kind}-${field}`,
    value: values[field],
    onValueChange: (v: string) => set(field, v),
    error: errors[field],
  });
}

/** Binds a checkbox: id `<kind>-<field>`, checked, change and error. */
export function bindCheck({ kind, values, set, errors }: FormBinding) {
  return (field: CheckFieldName) => ({
    id: `${kind}-${field}`,
    checked: values[field],
    onCheckedChange: (v: boolean) => set(field, v),
    error: errors[field],
  });
}

/** The attributes of a whole-number input from `min` to `max`. */
export function wholeNumber(min: number, max: number) {
  return { type: 'number', inputMode: 'numeric', min, max } as const;
}
