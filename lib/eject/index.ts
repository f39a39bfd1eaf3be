/** eject: recorded page.act calls back into plain Playwright code. */
export {
  type EjectedCall,
  type EjectOptions,
  type EjectPlan,
  type EjectSpecInput,
  ejectSpec,
  type LeftAloneCall,
  planEject,
} from './eject-spec.js';
export { type ActCallSite, findActCalls, type TestSite, type ValuesSource } from './find-act-calls.js';
export { loadTypeScript, type TypeScript } from './load-typescript.js';
export { readActRecords } from './read-act-records.js';
export { type RenderContext, type RenderResult, renderSteps } from './render-steps.js';
