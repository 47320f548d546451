import { Chip, Stack } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

interface AccountFlags {
  isActive?: boolean;
  isVerified?: boolean;
  isBlocked?: boolean;
}

/** An account's state in one cell: blocked, not activated, verified (each only when it applies). */
export const UserStatus = (_: { label?: string }) => {
  const record = useRecordContext<AccountFlags & { id: number }>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {record.isBlocked ? <Chip size="small" color="error" label={translate('resources.users.fields.isBlocked')} /> : null}
      {!record.isActive ? <Chip size="small" color="warning" variant="outlined" label={translate('hashar.users.not_active')} /> : null}
      {record.isVerified ? (
        <Chip size="small" color="success" variant="outlined" label={translate('resources.users.fields.isVerified')} />
      ) : null}
    </Stack>
  );
};
