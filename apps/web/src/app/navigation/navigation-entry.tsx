import type { NavigationItem } from '@fathom/domain/navigation';
import { Link, useLocation } from 'wouter';
import { openConsultationsDialog } from '../consultations/consultations-dialog-store';

interface NavigationEntryProps {
  item: NavigationItem;
  className: string;
  onNavigate?: () => void;
}

/** One navigation item: an in-app link, a marketing-site link, a dialog or an action. */
export function NavigationEntry({ item, className, onNavigate }: NavigationEntryProps) {
  const [location, navigate] = useLocation();
  const { label, target } = item;
  switch (target.type) {
    case 'route':
      return (
        <Link
          href={target.path}
          className={className}
          aria-current={location === target.path ? 'page' : undefined}
          onClick={onNavigate}
          data-nav-key={item.key}
        >
          {label}
        </Link>
      );
    case 'external':
      return (
        <a href={target.href} className={className} onClick={onNavigate} data-nav-key={item.key}>
          {label}
        </a>
      );
    case 'dialog':
      return (
        <button
          type="button"
          className={`${className} cursor-pointer`}
          data-nav-key={item.key}
          onClick={() => {
            onNavigate?.();
            openConsultationsDialog();
          }}
        >
          {label}
        </button>
      );
    case 'action':
      return (
        <button
          type="button"
          className={`${className} cursor-pointer`}
          data-nav-key={item.key}
          onClick={() => {
            onNavigate?.();
            navigate('/logout');
          }}
        >
          {label}
        </button>
      );
  }
}
