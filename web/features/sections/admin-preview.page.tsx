import { useState } from 'react';
import { Link } from 'react-router-dom';
import { HOMEPAGE_SECTIONS, type HomepageSection } from '../../../core/sections/homepage-sections.js';
import { serverMessage } from '../../site/fetch-json.js';
import { changeSection, useLiveSections } from './sections.api.js';
import { usePageMeta } from '../../ui/page-meta.js';
import { SECTION_VIEWS } from './section-views.js';
import { toast } from '../../ui/toast-store.js';
import { Button } from '../../ui/button.js';
import { formatDate } from '../../site/dates.js';

function SectionCard({
  section,
  liveSince,
  busy,
  onChange,
}: {
  section: HomepageSection;
  liveSince: string | undefined;
  busy: boolean;
  onChange: (action: 'deploy' | 'remove') => void;
}) {
  const View = SECTION_VIEWS[section.id];
  const live = liveSince !== undefined;
  return (
    <li className="overflow-hidden rounded-xl border border-slate-200 bg-white">
      <div className="flex flex-col gap-3 p-5 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-lg font-bold text-slate-900">{section.title}</h2>
            <code className="text-xs text-slate-500">{section.id}</code>
            {live ? (
              <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-800">
                Live on Homepage
              </span>
            ) : (
              <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-600">
                Not on the homepage
              </span>
            )}
          </div>
          <p className="mt-1 text-sm text-slate-600">{section.description}</p>
          {live && <p className="mt-1 text-xs text-slate-500">Live since {formatDate(liveSince)}</p>}
        </div>
        <Button
          variant={live ? 'danger' : 'primary'}
          size="sm"
          busy={busy}
          onClick={() => onChange(live ? 'remove' : 'deploy')}
          className="shrink-0"
        >
          {busy ? 'Saving...' : live ? 'Remove from Homepage' : 'Deploy to Homepage'}
          <span className="sr-only">: {section.title}</span>
        </Button>
      </div>
      {/* The section exactly as visitors will see it; not clickable here. */}
      <div
        inert
        aria-label={`Preview of ${section.title}`}
        role="figure"
        className="border-t border-dashed border-slate-300 bg-slate-50/60"
      >
        <View />
      </div>
    </li>
  );
}

export default function AdminPreviewPage() {
  usePageMeta('Homepage Sections', 'Staff: preview the affiliate sections and put them on the home page.');
  const sections = useLiveSections();
  const [busy, setBusy] = useState<string | undefined>();

  const change = async (section: HomepageSection, action: 'deploy' | 'remove') => {
    setBusy(section.id);
    try {
      const answer = await changeSection(section.id, action);
      await sections.mutate({ live: answer.live }, { revalidate: false });
      toast({
        title: action === 'deploy' ? 'Section deployed' : 'Section removed',
        description: answer.message,
        variant: 'success',
      });
    } catch (error) {
      toast(
        action === 'deploy'
          ? {
              title: 'Deployment Failed',
              description: `Could not deploy section to homepage. ${serverMessage(error)}`,
              variant: 'destructive',
            }
          : { title: 'Removal Failed', description: serverMessage(error), variant: 'destructive' },
      );
    } finally {
      setBusy(undefined);
    }
  };

  const liveSince = (id: string) => sections.data?.live.find((s) => s.sectionId === id)?.deployedAt;
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">Homepage sections</h1>
        <p className="mt-2 max-w-3xl text-slate-600">
          Preview the affiliate sections below and put them on the home page. A deployed section shows to
          every visitor at the end of the{' '}
          <Link to="/" className="font-semibold text-brand-700 hover:underline">
            home page
          </Link>{' '}
          within a few seconds; the programs it names come from the{' '}
          <Link to="/affiliate-programs" className="font-semibold text-brand-700 hover:underline">
            affiliate programs
          </Link>{' '}
          page.
        </p>
      </div>
      {sections.error && !sections.data ? (
        <p role="alert" className="rounded-md bg-red-50 p-4 text-red-800">
          Could not read which sections are live. {serverMessage(sections.error)}
        </p>
      ) : (
        <ul className="space-y-6">
          {HOMEPAGE_SECTIONS.map((section) => (
            <SectionCard
              key={section.id}
              section={section}
              liveSince={liveSince(section.id)}
              busy={busy === section.id || !sections.data}
              onChange={(action) => void change(section, action)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
