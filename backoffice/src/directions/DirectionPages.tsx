import { DIRECTIONS } from '@hashar/common';
import { Box } from '@mui/material';
import { FunctionField, SelectInput, TextField, required } from 'react-admin';
import { ColorInput, ColorSwatch } from '../components/ColorInput';
import { ReferenceCreate, ReferenceEdit, ReferenceList, ReferenceShow } from '../reference/ReferencePages';

/** Icon keys of the 17 themes (the public site draws the icon for each key). */
const ICON_CHOICES = DIRECTIONS.map((d) => ({ id: d.icon, name: d.icon }));

/** The colour with its swatch. */
const ColorField = (props: { source: string; label?: string; sortable?: boolean }) => (
  <FunctionField
    {...props}
    render={(record: { color?: string }) => (
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
        <ColorSwatch color={record.color} />
        <code>{record.color}</code>
      </Box>
    )}
  />
);

/** Inputs a direction has beyond the common reference ones. */
const DirectionExtras = () => (
  <>
    <SelectInput source="icon" choices={ICON_CHOICES} translateChoice={false} validate={required()} />
    <ColorInput source="color" validate={required()} />
  </>
);

/** Icon and colour are not among the API's sort fields. */
export const DirectionList = () => (
  <ReferenceList>
    <TextField source="icon" sortable={false} />
    <ColorField source="color" sortable={false} />
  </ReferenceList>
);

export const DirectionShow = () => (
  <ReferenceShow>
    <TextField source="icon" />
    <ColorField source="color" />
  </ReferenceShow>
);

export const DirectionEdit = () => (
  <ReferenceEdit>
    <DirectionExtras />
  </ReferenceEdit>
);

export const DirectionCreate = () => (
  <ReferenceCreate>
    <DirectionExtras />
  </ReferenceCreate>
);
