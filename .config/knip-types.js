// The same project as knip.json, with every exported type checked: one used only in its own file is not exported.
// (Values keep knip.json's allowance; its per-kind form cannot name plain constants.) Run with --include types.
import base from './knip.json' with { type: 'json' };

export default { ...base, ignoreExportsUsedInFile: false };
