import { CONTENT_LIMITS, type NewsAdminRecord } from '@hashar/common';
import { Box, Chip } from '@mui/material';
import {
  Create,
  Datagrid,
  DeleteButton,
  Edit,
  ImageField,
  List,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  Show,
  SimpleForm,
  SimpleList,
  SimpleShowLayout,
  TextArrayInput,
  TextField,
  TextInput,
  TopToolbar,
  EditButton,
  maxLength,
  minLength,
  required,
  useGetOne,
  useRecordContext,
  useTranslate,
  RichTextField,
  FunctionField,
  type Validator,
} from 'react-admin';
import { DateTimeField, TashkentDateTimeInput, useFormatDateTime } from '../components/DateTimeField';
import { ImageUploadInput } from '../components/ImageUploadInput';
import { SitePageButton } from '../components/SitePageButton';
import { useIsSmall } from '../components/useIsSmall';
import { RichTextBody } from './RichTextBody';
import { slugValidators } from './slug';
import { TagChips } from './TagChips';
import { NEWS_STATES, NEWS_STATE_COLORS, newsState } from './state';

const STATE_CHOICES = NEWS_STATES.map((state) => ({ id: state, name: `hashar.news.states.${state}` }));

/** The section select: active and inactive sections in their order, by Russian name. */
const SectionInput = (props: { source: string; alwaysOn?: boolean; validate?: Validator }) => (
  <ReferenceInput source={props.source} reference="news-sections" perPage={100} sort={{ field: 'sortOrder', order: 'ASC' }}>
    <SelectInput optionText="nameRu" validate={props.validate} />
  </ReferenceInput>
);

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SectionInput key="sectionId" source="sectionId" alwaysOn />,
  <SelectInput key="state" source="state" choices={STATE_CHOICES} alwaysOn />,
];

/** Draft, scheduled or published, from the publication moment and the clock. */
const NewsStateChip = (_props: { label?: string; sortable?: boolean }) => {
  const record = useRecordContext<NewsAdminRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const state = newsState(record.publishedAt);
  return <Chip size="small" color={NEWS_STATE_COLORS[state]} label={translate(`hashar.news.states.${state}`)} data-testid="news-state" />;
};

/** Newest publication first; drafts (no moment) last. */
export const NewsList = () => {
  const small = useIsSmall();
  const translate = useTranslate();
  const formatDateTime = useFormatDateTime();
  return (
    <List filters={filters} sort={{ field: 'publishedAt', order: 'DESC' }} perPage={25} exporter={false}>
      {small ? (
        <SimpleList<NewsAdminRecord>
          primaryText={(r) => r.titleRu}
          secondaryText={(r) => formatDateTime(r.publishedAt) || translate('hashar.news.states.draft')}
          tertiaryText={(r) => translate(`hashar.news.states.${newsState(r.publishedAt)}`)}
          rowClick="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false} data-testid="news-grid">
          <TextField source="id" />
          <TextField source="titleRu" />
          <ReferenceField source="sectionId" reference="news-sections" link={false} sortable={false} />
          <NewsStateChip label="hashar.news.state" />
          <DateTimeField source="publishedAt" />
          <DateTimeField source="updatedAt" />
        </Datagrid>
      )}
    </List>
  );
};

/** The item's public page in the UI language, once it is published (the address needs the section's slug). */
const ViewOnSiteButton = () => {
  const record = useRecordContext<NewsAdminRecord>();
  const published = !!record && newsState(record.publishedAt) === 'published';
  const { data: section } = useGetOne<{ id: number; slug: string }>(
    'news-sections',
    { id: record?.sectionId ?? 0 },
    { enabled: published && !!record?.sectionId },
  );
  if (!record || !published || !section?.slug) return null;
  return (
    <SitePageButton
      page="newsItem"
      params={{ section: section.slug, slug: record.slug }}
      label="hashar.news.view_on_site"
      testId="news-view-on-site"
    />
  );
};

const titleRules = [required(), minLength(CONTENT_LIMITS.titleMin), maxLength(CONTENT_LIMITS.titleMax)];
const optionalTitleRules = [minLength(CONTENT_LIMITS.titleMin), maxLength(CONTENT_LIMITS.titleMax)];
const tagRules: Validator = (value) => {
  if (!Array.isArray(value)) return undefined;
  if (value.length > CONTENT_LIMITS.tagsMax) return { message: 'ra.validation.maxLength', args: { max: CONTENT_LIMITS.tagsMax } };
  return value.some((tag) => String(tag).length > CONTENT_LIMITS.tagMax)
    ? { message: 'ra.validation.maxLength', args: { max: CONTENT_LIMITS.tagMax } }
    : undefined;
};
/** Two columns on a wide screen (Russian beside Uzbek), one on a narrow one. */
const PAIR = { display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, width: '100%' } as const;

/** Inputs of a news item, shared by Create and Edit. */
const NewsInputs = () => {
  const translate = useTranslate();
  return (
    <>
      <SectionInput source="sectionId" validate={required()} />
      <Box sx={PAIR}>
        <TextInput source="titleRu" validate={titleRules} fullWidth />
        <TextInput source="titleUz" validate={optionalTitleRules} fullWidth />
      </Box>
      <TextInput
        source="slug"
        validate={slugValidators(CONTENT_LIMITS.slugMax)}
        helperText="hashar.news.slug_hint"
        fullWidth
        sx={{ maxWidth: 600 }}
      />
      <Box sx={PAIR}>
        <TextInput source="leadRu" multiline minRows={2} validate={maxLength(CONTENT_LIMITS.leadMax)} fullWidth />
        <TextInput source="leadUz" multiline minRows={2} validate={maxLength(CONTENT_LIMITS.leadMax)} fullWidth />
      </Box>
      <RichTextBody source="bodyRu" validate={required()} />
      <RichTextBody source="bodyUz" />
      <ImageUploadInput source="cover" kind="newsCover" />
      <Box sx={PAIR}>
        <TextArrayInput
          source="tags"
          validate={tagRules}
          helperText={translate('hashar.news.tags_hint', { max: CONTENT_LIMITS.tagsMax })}
          fullWidth
        />
        <TextArrayInput source="tagsUz" validate={tagRules} helperText="hashar.news.tags_uz_hint" fullWidth />
      </Box>
      <TashkentDateTimeInput source="publishedAt" helperText="hashar.news.published_at_hint" />
    </>
  );
};

const EditActions = () => (
  <TopToolbar>
    <ViewOnSiteButton />
  </TopToolbar>
);

/* Saves are pessimistic: a 400's per-field messages (a slug taken in the section) land on the inputs. */

export const NewsEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list" actions={<EditActions />}>
    <SimpleForm>
      <NewsInputs />
    </SimpleForm>
  </Edit>
);

export const NewsCreate = () => (
  <Create redirect="list">
    <SimpleForm defaultValues={{ tags: [], tagsUz: [], publishedAt: null }}>
      <NewsInputs />
    </SimpleForm>
  </Create>
);

const ShowActions = () => (
  <TopToolbar>
    <ViewOnSiteButton />
    <EditButton />
    <DeleteButton mutationMode="pessimistic" />
  </TopToolbar>
);

export const NewsShow = () => (
  <Show actions={<ShowActions />}>
    <SimpleShowLayout>
      <TextField source="id" />
      <ReferenceField source="sectionId" reference="news-sections" link={false} />
      <TextField source="titleRu" />
      <TextField source="titleUz" emptyText="—" />
      <TextField source="slug" />
      <NewsStateChip label="hashar.news.state" />
      <DateTimeField source="publishedAt" />
      <TextField source="leadRu" />
      <TextField source="leadUz" emptyText="—" />
      <RichTextField source="bodyRu" />
      <RichTextField source="bodyUz" emptyText="—" />
      <ImageField source="cover" sx={{ '& img': { maxWidth: 480, maxHeight: 270, objectFit: 'contain' } }} />
      <FunctionField source="tags" render={(r: NewsAdminRecord) => <TagChips tags={r.tags} />} />
      <DateTimeField source="updatedAt" />
    </SimpleShowLayout>
  </Show>
);
