import { Chip, Stack } from '@mui/material';

/** The tags as chips. */
export const TagChips = ({ tags }: { tags: readonly string[] | null | undefined }) =>
  tags?.length ? (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {tags.map((tag) => (
        <Chip key={tag} size="small" label={tag} />
      ))}
    </Stack>
  ) : (
    <>—</>
  );
