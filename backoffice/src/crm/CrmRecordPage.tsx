import { Box, Card, CardContent, Tab, Tabs, Typography } from '@mui/material';
import { useState, type ReactElement, type ReactNode } from 'react';
import { Datagrid, List, Show, SimpleList, TopToolbar, useRecordContext, useTranslate, type ListProps, type RaRecord } from 'react-admin';
import { useIsSmall } from '../components/useIsSmall';
import type { CrmActivityBase } from './crmApi';
import { MessageButton, RosterButton } from './EventTools';

/** A CRM list row: what waits on it. */
interface CrmRow extends RaRecord {
  pendingCount?: number | null;
}

/**
 * A CRM list (events, activities) of 25 a page: on a phone the title, `secondary` and the pending
 * count; on a wider screen the `columns`.
 */
export function CrmList<R extends CrmRow>(props: {
  sort: ListProps['sort'];
  filters?: ListProps['filters'];
  title: (record: R) => string;
  secondary: (record: R) => string;
  testId?: string;
  children: ReactNode;
}) {
  const small = useIsSmall();
  const translate = useTranslate();
  return (
    <List sort={props.sort} perPage={25} exporter={false} filters={props.filters}>
      {small ? (
        <SimpleList<R>
          primaryText={props.title}
          secondaryText={props.secondary}
          tertiaryText={(record) => translate('hashar.crm.pending_count', { smart_count: record.pendingCount ?? 0 })}
          rowClick="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false} data-testid={props.testId}>
          {props.children}
        </Datagrid>
      )}
    </List>
  );
}

/** A tab of a CRM record's page: label `hashar.crm.tabs.<key>`, test id `tab-<key>`. */
export interface CrmTab {
  key: 'applicants' | 'board' | 'sessions';
  content: ReactElement;
}

/** The tabs, only the chosen one's content mounted. */
const CrmTabs = ({ tabs }: { tabs: CrmTab[] }) => {
  const translate = useTranslate();
  const [tab, setTab] = useState(0);
  return (
    <Box>
      <Tabs value={tab} onChange={(_event, value: number) => setTab(value)} variant="scrollable" allowScrollButtonsMobile sx={{ px: 2 }}>
        {tabs.map(({ key }) => (
          <Tab key={key} label={translate(`hashar.crm.tabs.${key}`)} data-testid={`tab-${key}`} />
        ))}
      </Tabs>
      <Box sx={{ p: { xs: 1, sm: 2 } }}>{tabs[tab]?.content ?? null}</Box>
    </Box>
  );
};

interface CrmRecordProps<R> {
  title: (record: R) => string;
  /** Beside the title's chips: dates, kind (reads the record context). */
  facts: ReactNode;
  tabs: (record: R) => CrmTab[];
}

const CrmRecord = <R extends RaRecord>({ title, facts, tabs }: CrmRecordProps<R>) => {
  const record = useRecordContext<R>();
  if (!record) return null;
  return (
    <>
      <CardContent sx={{ pb: 0 }}>
        <Typography variant="h5" component="h1">
          {title(record)}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 1 }}>{facts}</Box>
      </CardContent>
      <CrmTabs tabs={tabs(record)} />
    </>
  );
};

/** A CRM record's page (an event, an activity): roster and message to the accepted, its title and facts, its tabs. */
export const CrmRecordShow = <R extends RaRecord>({ base, ...props }: CrmRecordProps<R> & { base?: CrmActivityBase }) => (
  <Show
    actions={
      <TopToolbar sx={{ flexWrap: 'wrap', gap: 1 }}>
        <RosterButton base={base} />
        <MessageButton base={base} />
      </TopToolbar>
    }
  >
    <Card elevation={0}>
      <CrmRecord {...props} />
    </Card>
  </Show>
);
