// The web's import boundaries (CONVENTIONS.md "Shape"): a feature reaches another feature only through
// that feature's index.ts, and the shared layers (src/lib, src/components, src/test) never reach into a
// feature (the app shell mounts pages; test kits go through index.ts). A path pattern cannot tell `../components/x` (same feature) from `../../market/components/x`
// (another one) at every folder depth, so the rule resolves each relative import against the file.
import path from 'node:path';

const WEB_SRC = /^(.*\/apps\/web\/src)\/(.*)$/;

/** 'features/market/api/x' → 'market'; anything outside src/features → undefined. */
const featureOf = (relative) => /^features\/([^/]+)(?:\/|$)/.exec(relative)?.[1];

function check(context, source) {
  const spec = source?.value;
  if (typeof spec !== 'string' || !spec.startsWith('.')) return;
  const match = WEB_SRC.exec(context.filename.split(path.sep).join('/'));
  if (!match) return;
  const [, root, fromRelative] = match;
  const target = path.posix.relative(
    root,
    path.posix.resolve(path.posix.dirname(`${root}/${fromRelative}`), spec),
  );
  const to = featureOf(target);
  if (to === undefined) return;
  const from = featureOf(fromRelative);
  if (from === to) return;
  const layer = fromRelative.split('/')[0];
  // The app shell mounts the features' pages (lazy routes): it may reach any file of a feature.
  if (from === undefined && layer === 'app') return;
  // Test kits read features like a feature does; lib and components sit below every feature.
  if (from === undefined && layer !== 'test') {
    context.report({ node: source, messageId: 'layer', data: { layer, feature: to } });
    return;
  }
  if (target !== `features/${to}` && target !== `features/${to}/index`)
    context.report({ node: source, messageId: 'internal', data: { feature: to } });
}

export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "A web feature imports another feature only through that feature's index.ts." },
    messages: {
      internal:
        "Importá '{{feature}}' por su index.ts ('../../{{feature}}'); si lo necesitan varias features, movelo a src/components/ui o src/lib.",
      layer:
        'src/{{layer}} es compartido y no depende de features: mové lo que necesita de {{feature}} a src/lib o a @liga/domain.',
    },
    schema: [],
  },
  create(context) {
    const visit = (node) => check(context, node.source);
    return {
      ImportDeclaration: visit,
      ExportNamedDeclaration: visit,
      ExportAllDeclaration: visit,
      ImportExpression: visit,
    };
  },
};

export default { rules: { 'feature-boundaries': featureBoundaries } };
