import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { logout } from '../app/session';
import { useUserStore } from '../stores/user';
import styles from './layout.module.css';

/** The employee's name opening the user menu (profile, log out). */
export function UserMenu() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const session = useUserStore((s) => s.session);
  const items: MenuProps['items'] = [
    {
      key: 'profile',
      icon: <UserOutlined />,
      label: <span data-testid="profile">{t('header.profile')}</span>,
      onClick: () => void navigate('/profile/index'),
    },
    { type: 'divider' },
    {
      key: 'logout',
      icon: <LogoutOutlined />,
      label: <span data-testid="logout">{t('header.logout')}</span>,
      onClick: () => void logout(),
    },
  ];
  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      <Button type="text" className={styles.user} data-testid="user-menu" aria-label={t('header.userMenu')}>
        <Avatar size={28} src={session?.avatar || undefined} icon={<UserOutlined />} />
        <span className={styles.userName}>{session?.name}</span>
        <DownOutlined className={styles.caret} />
      </Button>
    </Dropdown>
  );
}
