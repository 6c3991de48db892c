/** The part of SaxonJS 2 (npm saxon-js, through xslt3) the schematron checks use: no types ship with it. */
declare module 'saxon-js' {
  export interface TransformOptions {
    /** A compiled stylesheet (SEF), as `JSON.parse` gives it. */
    stylesheetInternal: unknown;
    sourceText: string;
    destination: 'serialized';
  }
  const SaxonJS: {
    transform(options: TransformOptions, execution: 'async'): Promise<{ principalResult: string }>;
  };
  export default SaxonJS;
}
