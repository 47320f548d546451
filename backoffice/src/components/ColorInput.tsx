import { Box, InputAdornment, TextField } from '@mui/material';
import { FieldTitle, InputHelperText, useInput, useTranslate, type InputProps } from 'react-admin';
import { HEX_COLOR, hexColor } from './validators';

/** The swatch of a colour (a small square), with its value for screen readers. */
export const ColorSwatch = ({ color, size = 20 }: { color: string | undefined; size?: number }) => {
  const translate = useTranslate();
  const valid = !!color && HEX_COLOR.test(color);
  return (
    <Box
      component="span"
      role="img"
      aria-label={translate('hashar.color.swatch', { color: color ?? '' })}
      sx={{
        display: 'inline-block',
        flex: 'none',
        width: size,
        height: size,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        bgcolor: valid ? color : 'transparent',
        backgroundImage: valid ? undefined : 'linear-gradient(135deg, transparent 45%, #c62828 45% 55%, transparent 55%)',
      }}
    />
  );
};

/** A '#RRGGBB' colour: typed as text or picked with the browser's colour picker, with a preview. */
export const ColorInput = (props: InputProps) => {
  const translate = useTranslate();
  const { validate, ...rest } = props;
  const validators = [hexColor, ...(Array.isArray(validate) ? validate : validate ? [validate] : [])];
  const { field, fieldState, id, isRequired } = useInput({ ...rest, validate: validators });
  const value = typeof field.value === 'string' ? field.value : '';
  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  return (
    <TextField
      id={id}
      {...field}
      value={value}
      onChange={(event) => field.onChange(event.target.value.trim())}
      label={<FieldTitle label={props.label} source={props.source} resource={props.resource} isRequired={isRequired} />}
      error={!!error}
      helperText={<InputHelperText error={error} helperText={props.helperText} />}
      placeholder="#1E88E5"
      size="small"
      margin="dense"
      sx={{ width: { xs: '100%', sm: 260 } }}
      slotProps={{
        htmlInput: { maxLength: 7, spellCheck: false, autoCapitalize: 'off' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <ColorSwatch color={value} />
            </InputAdornment>
          ),
          endAdornment: (
            <InputAdornment position="end">
              <Box
                component="input"
                type="color"
                aria-label={translate('hashar.color.pick')}
                value={HEX_COLOR.test(value) ? value.toLowerCase() : '#000000'}
                onChange={(event: React.ChangeEvent<HTMLInputElement>) => field.onChange(event.target.value.toUpperCase())}
                sx={{ width: 32, height: 28, p: 0, border: 0, bgcolor: 'transparent', cursor: 'pointer' }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
};
