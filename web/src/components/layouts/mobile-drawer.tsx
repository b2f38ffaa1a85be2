import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, type MouseEvent, type RefObject } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useLocalizedHref } from '../../lib/i18n/i18n-context';
import { HeaderSearchForm } from './header-search';
import { CloseIcon } from './icons';
import { DESKTOP_NAV_QUERY, NAV_LINKS } from './nav-links';

/**
 * The phone and tablet menu: a modal <dialog> sliding in from the right with the seven links, Get
 * Help Now and the search box. The browser's modal dialog keeps focus inside, closes on Escape and
 * makes the page behind it inert; closing sends focus back to the toggle that opened it.
 */
export function MobileDrawer({
  open,
  onClose,
  returnFocusTo,
}: {
  open: boolean;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { t } = useLingui();
  const href = useLocalizedHref();

  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    if (open && !node.open) node.showModal();
    if (!open && node.open) node.close();
  }, [open]);

  // Widening the window past the breakpoint shows the desktop links: the drawer has no reason to stay.
  useEffect(() => {
    if (!open) return;
    const desktop = window.matchMedia(DESKTOP_NAV_QUERY);
    const onChange = () => desktop.matches && onClose();
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, [open, onClose]);

  function onDialogClose() {
    onClose();
    returnFocusTo.current?.focus();
  }

  // The panel fills the dialog box, so a click whose target is the dialog itself hit the backdrop.
  function onBackdropClick(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget) onClose();
  }

  return (
    <dialog ref={dialog} className="drawer" aria-labelledby={titleId} onClose={onDialogClose} onClick={onBackdropClick}>
      <div className="drawer__panel">
        <div className="drawer__top">
          <h2 id={titleId} className="drawer__title">
            {t`Menu`}
          </h2>
          <button type="button" className="icon-button" onClick={onClose}>
            <CloseIcon />
            <span className="sr-only">{t`Close menu`}</span>
          </button>
        </div>
        {open && <HeaderSearchForm />}
        <nav aria-label={t`Main`} className="drawer__nav">
          <ul>
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={href(link.to)}
                  end={link.end}
                  className={link.highlight ? 'drawer__link drawer__link--highlight' : 'drawer__link'}
                  onClick={onClose}
                >
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Link className="button button--help drawer__help" to={href(paths.getHelp.getHref())} onClick={onClose}>
          {t`Get Help Now`}
        </Link>
      </div>
    </dialog>
  );
}
