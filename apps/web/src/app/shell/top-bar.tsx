import { PanelLeft, Settings } from 'lucide-react';
import { BrandLogo } from '@/components/brand-logo';
import { Button } from '@/components/ui/button';
import { WithTooltip } from '@/components/ui/tooltip';
import { useAuth } from '@/features/auth';
import { ThemeToggle } from '@/features/theme';
import { useIsMobile } from '@/hooks/use-mobile';

export interface TopBarProps {
  onNewConversation: () => void;
  onOpenSettings: () => void;
  /** Phones only: opens the saved-conversations drawer. */
  onOpenHistory: () => void;
}

/** Product name and logo (new conversation), theme, the signed-in user, sign out and settings. */
export function TopBar({ onNewConversation, onOpenSettings, onOpenHistory }: TopBarProps) {
  const { isAuthenticated, user, logout } = useAuth();
  const isMobile = useIsMobile();
  const initial = user?.email.trim().charAt(0).toUpperCase() ?? '';

  return (
    <header className="flex h-14 shrink-0 items-center justify-between gap-2 border-b border-border/60 bg-background/80 px-2 backdrop-blur sm:px-4 print:hidden">
      <div className="flex min-w-0 items-center gap-1">
        {isMobile && isAuthenticated && (
          <Button variant="ghost" size="icon" aria-label="Open saved conversations" onClick={onOpenHistory}>
            <PanelLeft aria-hidden="true" />
          </Button>
        )}
        <WithTooltip label="New conversation">
          <button
            type="button"
            onClick={onNewConversation}
            aria-label="Pardus, new conversation"
            className="flex cursor-pointer items-center gap-2 rounded-lg px-1.5 py-1 outline-none transition-opacity hover:opacity-80 focus-visible:ring-2 focus-visible:ring-ring"
          >
            <BrandLogo />
            <span className="text-lg font-semibold tracking-tight">Pardus</span>
          </button>
        </WithTooltip>
      </div>
      <div className="flex items-center gap-1 sm:gap-1.5">
        <ThemeToggle />
        {isAuthenticated && user && (
          <>
            <span
              role="img"
              aria-label={`Signed in as ${user.email}`}
              title={user.email}
              className="flex size-8 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground select-none"
              data-testid="user-avatar"
            >
              <span aria-hidden="true">{initial}</span>
            </span>
            <Button variant="ghost" size="sm" onClick={logout}>
              Sign out
            </Button>
          </>
        )}
        <WithTooltip label="Settings">
          <Button
            variant="ghost"
            size="icon"
            aria-label="Settings"
            onClick={onOpenSettings}
            className="rounded-full"
          >
            <Settings aria-hidden="true" />
          </Button>
        </WithTooltip>
      </div>
    </header>
  );
}
