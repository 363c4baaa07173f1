import { SearchOutlined } from '@ant-design/icons';
import { type RefSelectProps, Select } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppStore } from '../../stores/app';
import { useUserStore } from '../../stores/user';
import styles from '../layout.module.css';
import { HeaderTool } from './HeaderTool';
import type { MenuSearch, SearchEntry } from '../search/search-index';

const isLink = (path: string) => /^https?:/i.test(path);

/**
 * Menu search: fuzzy over the menu titles of the current language, and in Chinese by
 * full pinyin and initials of every title segment. pinyin-pro and fuse.js load when it opens.
 */
export function HeaderSearch() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const menus = useUserStore((s) => s.menus);
  const lang = useAppStore((s) => s.language);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [engine, setEngine] = useState<MenuSearch | null>(null);
  const select = useRef<RefSelectProps>(null);

  useEffect(() => {
    if (!open) return;
    let active = true;
    void import('../search/search-index').then(({ buildSearchEntries, createMenuSearch }) => {
      if (active) setEngine(createMenuSearch(buildSearchEntries(menus, lang)));
    });
    select.current?.focus();
    return () => {
      active = false;
    };
  }, [open, menus, lang]);

  const results: SearchEntry[] = useMemo(() => (engine && query ? engine.search(query) : []), [engine, query]);

  const choose = (path: string) => {
    setQuery('');
    setOpen(false);
    if (isLink(path)) window.open(path, '_blank', 'noopener,noreferrer');
    else void navigate(path);
  };

  return (
    <div className={styles.search}>
      <HeaderTool icon={<SearchOutlined />} label={t('header.search')} testId="header-search" onClick={() => setOpen((v) => !v)} />
      {open && (
        <Select
          ref={select}
          className={styles.searchSelect}
          data-testid="header-search-input"
          showSearch={{ filterOption: false, onSearch: setQuery, searchValue: query }}
          autoFocus
          defaultOpen
          value={null}
          placeholder={t('header.searchPlaceholder')}
          notFoundContent={engine ? (query ? t('header.searchEmpty') : null) : t('header.searchLoading')}
          options={results.map((r) => ({ value: r.path, label: <span data-testid="search-result">{r.titles.join(' > ')}</span> }))}
          onChange={(value: string | null) => value && choose(value)}
          onBlur={() => {
            setQuery('');
            setOpen(false);
          }}
          popupMatchSelectWidth={false}
        />
      )}
    </div>
  );
}
