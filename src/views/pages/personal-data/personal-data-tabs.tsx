import { Link } from 'wouter';

const TABS = [
  { href: '/personalData', label: 'Profile' },
  { href: '/personalData/upload', label: 'Upload' },
  { href: '/personalData/interests', label: 'Interests' },
  { href: '/personalData/notifications', label: 'Notifications' },
  { href: '/newPersonalData', label: 'Account' },
] as const;

/** The personal data tabs (growth-account.md §2: profile default, upload, interests), the current one marked. */
export function PersonalDataTabs({ current }: { current: (typeof TABS)[number]['label'] }) {
  return (
    <nav className="records-tabs" aria-label="Personal data">
      {TABS.map((tab) => (
        <Link key={tab.href} href={tab.href} aria-current={tab.label === current ? 'page' : undefined}>
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
