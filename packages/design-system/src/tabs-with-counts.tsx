import { Tab, Tabs, useMediaQuery, useTheme } from '@mui/material';
import { Link as RouterLink, useLocation } from '@dutylink/router';

export interface TabWithCount {
  label: string;
  /** The browser path of the tab; the tab whose path is the current one is selected. */
  to: string;
  /** Shown as 'Label (count)', e.g. 12 or '100+' where the count stopped; left out while unknown (loading). */
  count?: number | string;
}

export interface TabsWithCountsProps {
  tabs: readonly TabWithCount[];
  /** Accessible name of the tab list, e.g. 'Job lists'. */
  label?: string;
  /** The `to` of the selected tab, when the page knows it (e.g. a route that shows a tab without its suffix). */
  selected?: string;
}

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
/** The path part of a tab link ('/a/b?from=/x' → '/a/b'). */
const pathOf = (to: string) => trimSlash(to.split(/[?#]/)[0]);

/** 'All jobs (12)' */
export function tabLabel({ label, count }: Pick<TabWithCount, 'label' | 'count'>): string {
  return count === undefined ? label : `${label} (${count})`;
}

/**
 * On a phone every tab stays in sight: the tabs wrap onto a second row instead of scrolling behind arrows
 * (which cut 'My applic…' and hid the admin's Promo), and the selected one is underlined by itself.
 */
const PHONE_TABS = {
  '& .MuiTabs-list': { flexWrap: 'wrap' },
  '& .MuiTabs-indicator': { display: 'none' },
  '& .MuiTab-root': { minWidth: 0, px: 1.5 },
  '& .MuiTab-root.Mui-selected': { boxShadow: 'inset 0 -2px 0 currentColor' },
} as const;

/**
 * List tabs as links ('All jobs (12)', ...), the selected one (the current page) chosen by the current path
 * (query ignored) unless given.
 */
export function TabsWithCounts({ tabs, label, selected: selectedTo }: TabsWithCountsProps) {
  const pathname = trimSlash(useLocation().pathname);
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const selected = (selectedTo !== undefined ? tabs.find((tab) => tab.to === selectedTo) : tabs.find((tab) => pathOf(tab.to) === pathname))?.to ?? false;
  return (
    <Tabs
      value={selected}
      aria-label={label}
      variant={phone ? 'standard' : 'scrollable'}
      scrollButtons={phone ? false : 'auto'}
      allowScrollButtonsMobile={!phone}
      sx={phone ? PHONE_TABS : undefined}
    >
      {tabs.map((tab) => (
        <Tab
          key={tab.to}
          value={tab.to}
          label={tabLabel(tab)}
          component={RouterLink}
          to={tab.to}
          aria-current={tab.to === selected ? 'page' : undefined}
        />
      ))}
    </Tabs>
  );
}
