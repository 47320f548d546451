import { ACTIVITY_KINDS, ACTIVITY_REGISTRY } from '@hashar/common';
import * as eventsRu from '../i18n/messages/events';
import * as organizerRu from '../i18n/messages/organizer';
import * as eventsUz from '../i18n/messages/uz/events';
import * as organizerUz from '../i18n/messages/uz/organizer';
import * as volunteerUz from '../i18n/messages/uz/volunteer';
import * as volunteerRu from '../i18n/messages/volunteer';
import { ACTIVITY_UIS, activityUi } from './registry';

const RU: Record<string, string> = { ...eventsRu.ru, ...organizerRu.ru, ...volunteerRu.ru };
const UZ: Record<string, string> = { ...eventsUz.uz, ...organizerUz.uz, ...volunteerUz.uz };

describe('the public site activity registry', () => {
  it('has an entry for every kind of common/activities.ts, in its order', () => {
    expect(ACTIVITY_UIS.map((ui) => ui.info.kind)).toEqual([...ACTIVITY_KINDS]);
  });

  it.each(ACTIVITY_KINDS)('%s: every text key of the entry exists in Russian and Uzbek', (kind) => {
    const keys = Object.values(activityUi(kind).texts).filter((key): key is NonNullable<typeof key> => key !== null);
    for (const key of keys) expect({ key, ru: Boolean(RU[key]), uz: Boolean(UZ[key]) }).toEqual({ key, ru: true, uz: true });
  });

  it.each(ACTIVITY_KINDS)('%s: the form sends and checks only the fields of its kind', (kind) => {
    const form = activityUi(kind).form;
    // Its fields are common's list of the kind's form, written once.
    expect(form.fields).toBe(ACTIVITY_REGISTRY[kind].fields.form);
    const body = form.toInput(form.empty());
    expect(Object.keys(body).sort()).toEqual([...form.fields].sort());
    const fields = new Set<string>(form.fields);
    const errors = Object.keys(form.validate(form.empty(), 'ru')).map((key) => key.split('.')[0]!);
    expect(errors.filter((field) => !fields.has(field))).toEqual([]);
  });
});
