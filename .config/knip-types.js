// The same project as knip.json, with every exported type checked: one used only in its own file is not exported.
// (Values keep knip.json's allowance; its per-kind form cannot name plain constants.)
import base from './knip.json' with { type: 'json' };

const { ignoreDependencies: _dependencies, ...project } = base;
export default { ...project, ignoreExportsUsedInFile: false };
