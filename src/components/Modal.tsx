import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useLingui } from '@lingui/react/macro';
import './modal.css';

export interface ModalProps {
  open: boolean;
  /** The heading; it names the dialog (aria-labelledby). */
  title: ReactNode;
  /**
   * Escape and the ✕ button call it. Without it Escape does nothing and there is
   * no ✕. The backdrop never closes a modal (SPEC §5: not even the parent gate's).
   */
  onClose?: () => void;
  /** Show the ✕ in the header (default) or leave closing to the modal's own buttons. */
  showCloseButton?: boolean;
  className?: string;
  children: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog: role="dialog", aria-modal, named by its title. While it is
 * open, focus stays inside (Tab and Shift+Tab wrap; focus that escapes is
 * brought back) and the rest of the page is inert; on close, focus returns to
 * where it was. Focus starts on an element marked `data-autofocus`, else on
 * the first focusable one. Rendered into document.body.
 */
export function Modal(props: ModalProps) {
  if (!props.open) return null;
  return createPortal(<ModalBox {...props} />, document.body);
}

function focusablesIn(box: HTMLElement): HTMLElement[] {
  return [...box.querySelectorAll<HTMLElement>(FOCUSABLE)];
}

/** Where focus goes on open: an element marked `data-autofocus`, else the first focusable, else the dialog. */
function initialFocusIn(box: HTMLElement): HTMLElement {
  return box.querySelector<HTMLElement>('[data-autofocus]:not([disabled])') ?? focusablesIn(box)[0] ?? box;
}

function ModalBox({ title, onClose, showCloseButton = true, className, children }: ModalProps) {
  const { t } = useLingui();
  const titleId = useId();
  const backdropRef = useRef<HTMLDivElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const backdrop = backdropRef.current;
    const box = boxRef.current;
    if (!backdrop || !box) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;

    // The page behind is inert: no clicks, no focus (a stacked modal makes the one below inert too).
    const madeInert = [...document.body.children].filter(
      (el): el is HTMLElement => el instanceof HTMLElement && el !== backdrop && !el.hasAttribute('inert'),
    );
    for (const el of madeInert) el.setAttribute('inert', '');

    initialFocusIn(box).focus();
    const keepFocus = (event: FocusEvent) => {
      if (event.target instanceof Node && !box.contains(event.target)) initialFocusIn(box).focus();
    };
    document.addEventListener('focusin', keepFocus);

    return () => {
      document.removeEventListener('focusin', keepFocus);
      for (const el of madeInert) el.removeAttribute('inert');
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      if (onClose) {
        event.stopPropagation();
        onClose();
      }
      return;
    }
    if (event.key !== 'Tab' || !boxRef.current) return;
    const items = focusablesIn(boxRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (!first || !last) {
      event.preventDefault();
    } else if (event.shiftKey && (active === first || active === boxRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div ref={backdropRef} className="modal-backdrop">
      <div
        ref={boxRef}
        className={className ? `modal ${className}` : 'modal'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="modal-header">
          <h2 id={titleId}>{title}</h2>
          {onClose && showCloseButton ? (
            <button type="button" className="icon-button" aria-label={t`Close`} onClick={onClose}>
              <span aria-hidden="true">✕</span>
            </button>
          ) : null}
        </div>
        {children}
      </div>
    </div>
  );
}
