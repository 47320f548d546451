import { Box, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

/** A JSON value of the record, pretty-printed (the audit log's before/after). */
export const JsonField = ({ source }: { source: string; label?: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const value = record?.[source];
  if (value == null) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('hashar.audit.no_data')}
      </Typography>
    );
  }
  return (
    <Box
      component="pre"
      data-testid={`json-${source}`}
      sx={{
        m: 0,
        p: 1.5,
        maxWidth: '100%',
        overflowX: 'auto',
        bgcolor: 'action.hover',
        borderRadius: 1,
        fontSize: 13,
        lineHeight: 1.5,
        whiteSpace: 'pre-wrap',
        wordBreak: 'break-word',
      }}
    >
      {JSON.stringify(value, null, 2)}
    </Box>
  );
};
