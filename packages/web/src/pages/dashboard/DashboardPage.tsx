import { Card, Descriptions, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUserStore } from '../../stores/user';

/** Home screen: greets the signed-in employee with their organisation (from loginAuth). */
export default function DashboardPage() {
  const { t } = useTranslation();
  const session = useUserStore((s) => s.session);
  if (!session) return null;
  return (
    <Card variant="borderless">
      <Typography.Title level={3} data-testid="dashboard-greeting" style={{ marginTop: 0 }}>
        {t('dashboard.greeting', { name: session.name })}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('dashboard.organisation', { org: session.org.orgName })}</Typography.Paragraph>
      <Descriptions
        column={{ xs: 1, sm: 1, md: 3 }}
        items={[
          { key: 'account', label: t('dashboard.account'), children: session.userInfo.username },
          {
            key: 'roles',
            label: t('dashboard.roles'),
            children: session.roles.map((role) => <Tag key={role}>{role}</Tag>),
          },
          { key: 'email', label: t('dashboard.email'), children: session.email || t('dashboard.none') },
        ]}
      />
    </Card>
  );
}
