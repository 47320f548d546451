import { Alert, Box, Stack, Typography } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import { Labeled, useRecordContext, useResourceContext, useTranslate, type RaRecord } from 'react-admin';

/** Two columns on a wide screen (Russian beside Uzbek), one on a narrow one. */
const GRID = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } } as const;

/**
 * Blocks in the two-column grid: each field labeled by its source (resources.<resource>.fields.*),
 * or as it is (blocks that label themselves, a gap).
 */
export const FieldGrid = ({
  fields,
  labeled = true,
  padded = false,
  testId,
}: {
  fields: readonly ReactElement[];
  labeled?: boolean;
  /** Its own padding (a page that is the grid alone). */
  padded?: boolean;
  testId?: string;
}) => (
  <Box sx={padded ? { ...GRID, p: 2 } : GRID} data-testid={testId}>
    {labeled ? fields.map((field) => (field.key === 'gap' ? field : <Labeled key={field.key}>{field}</Labeled>)) : fields}
  </Box>
);

/** An image of the record (a cover), labeled, when it has one. */
export const ImageBlock = ({ source, testId }: { source: string; testId?: string }) => {
  const record = useRecordContext();
  const url: unknown = record?.[source];
  if (typeof url !== 'string' || !url) return null;
  return (
    <Labeled source={source}>
      <Box component="img" src={url} alt="" sx={{ maxWidth: 480, maxHeight: 270, objectFit: 'contain' }} data-testid={testId} />
    </Labeled>
  );
};

/** A reason the record carries (its rejection, a suspension), shown as a notice when it has one. */
export interface ReasonNotice {
  source: string;
  severity: 'info' | 'warning';
  testId: string;
}

interface DetailProps<R extends RaRecord> {
  /** The heading: the record's name. */
  title: (record: R) => ReactNode;
  titleTestId: string;
  /** Chips under the heading (kind, state). */
  chips?: ReactElement;
  reasons: readonly ReasonNotice[];
  /** The rest, top to bottom (grids of fields, images, sections of their own). */
  children: ReactNode;
}

/** A moderated record's page: its name, its state chips, its reasons, then its fields. */
export function ModerationDetail<R extends RaRecord>({ title, titleTestId, chips, reasons, children }: DetailProps<R>) {
  const record = useRecordContext<R>();
  const resource = useResourceContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h5" component="p" data-testid={titleTestId}>
        {title(record)}
      </Typography>
      {chips ? (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          {chips}
        </Stack>
      ) : null}
      {reasons.map(({ source, severity, testId }) => {
        const reason: unknown = record[source];
        return reason ? (
          <Alert key={source} severity={severity} data-testid={testId}>
            {translate(`resources.${resource}.fields.${source}`)}: {String(reason)}
          </Alert>
        ) : null;
      })}
      {children}
    </Stack>
  );
}
