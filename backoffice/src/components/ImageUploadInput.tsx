import { UPLOAD_LIMITS } from '@hashar/common';
import ImageIcon from '@mui/icons-material/Image';
import UploadIcon from '@mui/icons-material/Upload';
import { Box, Button, CircularProgress, FormControl, FormHelperText, FormLabel, Stack, TextField, Typography } from '@mui/material';
import { useId, useState, type ChangeEvent } from 'react';
import { FieldTitle, InputHelperText, useInput, useTranslate, type InputProps } from 'react-admin';
import { httpClient } from '../dataProvider';
import { checkImageFile, formatBytes, formatTypes, UPLOAD_TARGETS, type ImageUploadKind, type UploadKind } from './uploadRules';

/**
 * Sends a file as `kind` (checked in the browser first) where that kind goes (UPLOAD_TARGETS) and
 * gives its URL and the API's other fields (a course upload's key, name and size); throws an Error
 * whose message is the reason in the UI language.
 */
export async function uploadFile(
  file: File,
  kind: UploadKind,
  translate: (key: string, options?: object) => string,
): Promise<{ url: string; key?: string; name?: string; size?: number }> {
  const refusal = checkImageFile(file, kind);
  if (refusal) throw new Error(translate(refusal.key, refusal.values));
  const target = UPLOAD_TARGETS[kind];
  const body = new FormData();
  if (target.kindField) body.append('kind', kind);
  body.append('file', file);
  try {
    const { json } = await httpClient(target.url, { method: 'POST', body });
    const answer = json as { url?: unknown; key?: string; name?: string; size?: number };
    if (typeof answer?.url !== 'string') throw new Error(translate('ra.notification.http_error'));
    return { ...answer, url: answer.url };
  } catch (error) {
    const message = error instanceof Error && error.message ? error.message : translate('ra.notification.http_error');
    throw new Error(translate('hashar.upload.failed', { message }));
  }
}

/** Sends an image as `kind` (uploadFile) and gives its URL. */
export async function uploadImage(
  file: File,
  kind: ImageUploadKind,
  translate: (key: string, options?: object) => string,
): Promise<string> {
  return (await uploadFile(file, kind, translate)).url;
}

interface ImageUploadInputProps extends InputProps {
  kind: ImageUploadKind;
}

/**
 * An image stored as a URL field: the chosen file goes where its kind is uploaded (multipart, with
 * the Bearer token: uploadFile) and the returned URL lands in the field. Shows the
 * image, the limits, and the server's message when it refuses the file (413/415).
 */
export const ImageUploadInput = ({ kind, ...props }: ImageUploadInputProps) => {
  const translate = useTranslate();
  const { field, fieldState, id, isRequired } = useInput(props);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const fileInputId = useId();
  const limits = UPLOAD_LIMITS[kind];
  const value = typeof field.value === 'string' ? field.value : '';
  const fieldError = fieldState.invalid ? fieldState.error?.message : undefined;

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again still fires a change
    if (!file) return;
    setUploadError(null);
    setUploading(true);
    try {
      field.onChange(await uploadImage(file, kind, translate));
      field.onBlur();
    } catch (error) {
      setUploadError((error as Error).message);
    } finally {
      setUploading(false);
    }
  };

  return (
    <FormControl fullWidth margin="dense" error={!!fieldError || !!uploadError} sx={{ maxWidth: 600 }}>
      <FormLabel htmlFor={id} sx={{ mb: 1 }}>
        <FieldTitle label={props.label} source={props.source} resource={props.resource} isRequired={isRequired} />
      </FormLabel>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}>
        <Box
          sx={{
            width: 200,
            height: 112,
            flex: 'none',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'action.hover',
            overflow: 'hidden',
          }}
        >
          {value ? (
            <Box
              component="img"
              src={value}
              alt={translate('hashar.upload.preview')}
              data-testid="image-preview"
              sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
            />
          ) : (
            <ImageIcon color="disabled" fontSize="large" aria-hidden />
          )}
        </Box>
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Button
            component="label"
            htmlFor={fileInputId}
            variant="outlined"
            startIcon={uploading ? <CircularProgress size={16} /> : <UploadIcon />}
            disabled={uploading}
          >
            {translate(uploading ? 'hashar.upload.uploading' : value ? 'hashar.upload.replace' : 'hashar.upload.choose')}
            <Box
              component="input"
              id={fileInputId}
              type="file"
              accept={limits.types.join(',')}
              onChange={(event) => void upload(event)}
              disabled={uploading}
              data-testid={`upload-${props.source}`}
              sx={{ position: 'absolute', width: '1px', height: '1px', opacity: 0, overflow: 'hidden' }}
            />
          </Button>
          {value && !uploading ? (
            <Button size="small" color="inherit" onClick={() => field.onChange('')}>
              {translate('hashar.upload.remove')}
            </Button>
          ) : null}
          <Typography variant="caption" color="text.secondary">
            {translate('hashar.upload.hint', { types: formatTypes(limits.types), limit: formatBytes(limits.maxBytes) })}
          </Typography>
        </Stack>
      </Stack>
      <TextField
        id={id}
        name={field.name}
        value={value}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        label={translate('hashar.upload.url')}
        size="small"
        margin="dense"
        fullWidth
        error={!!fieldError}
      />
      {uploadError ? (
        <FormHelperText role="alert" data-testid="upload-error">
          {uploadError}
        </FormHelperText>
      ) : (
        <FormHelperText component="div">
          <InputHelperText error={fieldError} helperText={props.helperText} />
        </FormHelperText>
      )}
    </FormControl>
  );
};
