import { useEffect, useRef } from 'react';
import { ArrowLeft, CreditCard, Palette } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ScrollArea } from '@/components/ui/scroll-area';
import { useAuth } from '@/features/auth';
import { SharedLinksCard } from '@/features/shares';
import { ThemeSwitch } from '@/features/theme';
import { ApiKeysCard } from './api-keys-card';
import { DocumentsCard } from './documents-card';
import { SettingsCard } from './settings-card';
import { TokenStatusCard } from './token-status-card';
import { YourDataCard } from './your-data-card';

/** The settings screen, shown over the main view; `onBack` (or Escape) returns to it. */
export function SettingsScreen({ onBack }: { onBack: () => void }) {
  const { isAuthenticated } = useAuth();
  const backButton = useRef<HTMLButtonElement>(null);

  // Focus moves into the screen and, when it closes, back to whatever opened it.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => opener?.focus();
  }, []);

  useEffect(() => {
    backButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onBack();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onBack]);

  return (
    <div
      role="region"
      aria-label="Settings"
      className="absolute inset-0 z-40 flex flex-col bg-background animate-fade-in"
    >
      {/* A plain div: a <header> here would be a banner landmark nested inside this region. */}
      <div className="flex h-14 shrink-0 items-center gap-2 border-b px-3 sm:px-4">
        <Button
          ref={backButton}
          variant="ghost"
          size="icon"
          aria-label="Back"
          onClick={onBack}
          className="rounded-full"
        >
          <ArrowLeft aria-hidden="true" />
        </Button>
        <h1 className="text-lg font-semibold">Settings</h1>
      </div>
      <ScrollArea className="min-h-0 flex-1">
        <div className="mx-auto grid w-full max-w-2xl gap-4 px-4 py-6 sm:py-10">
          {isAuthenticated && <TokenStatusCard />}
          {isAuthenticated && <SharedLinksCard />}
          {isAuthenticated && <DocumentsCard />}
          {isAuthenticated && <ApiKeysCard />}
          <SettingsCard title="Appearance" description="Choose how Pardus looks to you" icon={Palette}>
            <div className="flex items-center justify-between gap-4">
              <span className="text-sm text-muted-foreground">Theme</span>
              <ThemeSwitch />
            </div>
          </SettingsCard>
          <SettingsCard
            title="Research Credits"
            description="Need more than your daily tokens?"
            icon={CreditCard}
          >
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-muted-foreground">
                {/* Foreground text: the brand colour on its soft tint is under 4.5:1 at this size. */}
                <span className="mr-2 inline-flex rounded-full bg-brand-soft px-2 py-0.5 text-xs font-medium text-foreground">
                  Coming Soon
                </span>
                Card payments are coming soon.
              </p>
              {/* Purchasing is not available yet (SPEC §2): the button deliberately does nothing. */}
              <Button variant="outline" onClick={() => undefined}>
                Purchase Credits
              </Button>
            </div>
          </SettingsCard>
          {isAuthenticated && <YourDataCard onAccountDeleted={onBack} />}
        </div>
      </ScrollArea>
    </div>
  );
}
