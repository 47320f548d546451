import { ANALYTICS_METRICS, ROLES } from '@hashar/common';
import { Alert, Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SignupsChart } from './SignupsChart';
import { fillDays } from './stats';
import { useStats } from './useStats';

/** A titled row of number cards. */
const CardRow = ({ id, title, cards }: { id: string; title: string; cards: { key: string; label: string; count: number }[] }) => (
  <Box component="section" aria-labelledby={id}>
    <Typography id={id} variant="h6" component="h2" sx={{ mb: 1 }}>
      {title}
    </Typography>
    <Box
      component="ul"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' }}
    >
      {cards.map((card) => (
        <Card component="li" key={card.key} data-testid={`${id}-${card.key}`} variant="outlined">
          <CardContent sx={{ '&:last-child': { pb: 2 } }}>
            <Typography variant="body2" color="text.secondary">
              {card.label}
            </Typography>
            <Typography variant="h4" component="p">
              {card.count}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  </Box>
);

/** The public figures (as on the site), users by role (cards) and sign-ups over the last 30 days (chart). */
export const DashboardStats = () => {
  const translate = useTranslate();
  const state = useStats();
  if (state.status === 'loading') return <Skeleton variant="rounded" height={240} />;
  if (state.status === 'error') {
    return <Alert severity="warning">{translate('hashar.dashboard.stats_error', { message: state.message })}</Alert>;
  }
  const { usersByRole, signupsByDay } = state.stats;
  const roles = [...ROLES, ...Object.keys(usersByRole).filter((role) => !(ROLES as readonly string[]).includes(role))];
  const total = Object.values(usersByRole).reduce((sum, count) => sum + count, 0);
  const cards = [
    { key: 'total', label: translate('hashar.dashboard.total_users'), count: total },
    ...roles.map((role) => ({ key: role, label: translate(`hashar.roles.${role}`, { _: role }), count: usersByRole[role] ?? 0 })),
  ];
  return (
    <>
      <CardRow
        id="public-figures"
        title={translate('hashar.dashboard.public_figures')}
        cards={ANALYTICS_METRICS.map((metric) => ({
          key: metric,
          label: translate(`hashar.dashboard.figures.${metric}`),
          count: state.stats.figures[metric],
        }))}
      />
      <CardRow id="users-by-role" title={translate('hashar.dashboard.users_by_role')} cards={cards} />
      <Card component="section" aria-labelledby="signups-title">
        <CardContent>
          <Typography id="signups-title" variant="h6" component="h2" sx={{ mb: 1 }}>
            {translate('hashar.dashboard.signups_title')}
          </Typography>
          <SignupsChart days={fillDays(signupsByDay)} />
        </CardContent>
      </Card>
    </>
  );
};
