/**
 * The prerender build's stand-in for style-loader: instead of injecting a <style> element, each
 * stylesheet's text is recorded (in import order) for the prerendered page's inline <style>, and
 * a CSS Module still exports its class names. The same idea as isomorphic-style-loader.
 */
module.exports.pitch = function pitch(request) {
  return `
import content from ${JSON.stringify(`!!${request}`)};
const sheets = (globalThis.__PRETOIRE_PRERENDER_CSS__ ??= new Map());
sheets.set(${JSON.stringify(this.resourcePath)}, String(content));
export default content.locals ?? {};
`;
};
