import { SECTION_IDS } from '../../../core/sections/homepage-sections.js';
import { useLiveSections } from './sections.api.js';
import { SECTION_VIEWS } from './section-views.js';

/** The sections staff put live, in page order, for every visitor; nothing while none are live. */
export default function LiveHomeSections() {
  const { data } = useLiveSections();
  const live = new Set(data?.live.map((s) => s.sectionId));
  return (
    <>
      {SECTION_IDS.filter((id) => live.has(id)).map((id) => {
        const View = SECTION_VIEWS[id];
        return (
          <div key={id} data-section={id}>
            <View />
          </div>
        );
      })}
    </>
  );
}
