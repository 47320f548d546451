import { contactsShared } from '@hashar/common';
import { Link, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { ApplicantRecord } from './applications';

/** The applicant's age and region (what the organizer knows of them before accepting), when the profile has them. */
export const ApplicantFacts = () => {
  const record = useRecordContext<ApplicantRecord>();
  const translate = useTranslate();
  if (!record || record.team) return null;
  const facts = [
    record.volunteerAge === null ? null : translate('hashar.crm.age', { smart_count: record.volunteerAge }),
    record.volunteerRegion,
  ].filter(Boolean);
  if (!facts.length) return null;
  return (
    <Typography variant="caption" component="div" color="text.secondary" data-testid="applicant-facts">
      {facts.join(' · ')}
    </Typography>
  );
};

/**
 * The applicant's Email and phone once the application is accepted; before that the API sends
 * none (common contactsShared) and the CRM says when they come instead of leaving a blank.
 */
export const ApplicantContacts = ({ email = true }: { email?: boolean }) => {
  const record = useRecordContext<ApplicantRecord>();
  const translate = useTranslate();
  if (!record || record.team) return null;
  if (!contactsShared(record.state)) {
    return (
      <Typography variant="caption" component="div" color="text.secondary" data-testid="contacts-after-accept">
        {translate('hashar.crm.contacts_after_accept')}
      </Typography>
    );
  }
  return (
    <>
      {email && record.volunteerEmail ? (
        <Link href={`mailto:${record.volunteerEmail}`} variant="body2" onClick={(event) => event.stopPropagation()}>
          {record.volunteerEmail}
        </Link>
      ) : null}
      {record.volunteerPhone ? (
        <Typography variant="body2" color="text.secondary">
          {record.volunteerPhone}
        </Typography>
      ) : null}
    </>
  );
};
