/**
 * The locator facade's one structured query. Every form users hold (CSS, XPath, `id=`, `text=`,
 * `role=…`, Playwright code strings and internal selectors, `>>>` chains, aria refs, Appium
 * strategy/value pairs) parses into a `LocatorQuery`; every renderer turns one back into a
 * framework's syntax. Plain readonly data: no methods, no classes.
 *
 * Semantics of `steps`: evaluated left to right. The first step searches the whole page; every
 * later *search* step searches the descendants of the current matches (Playwright chaining);
 * `nth` and `filter` narrow the current matches. A step with `within: 'shadow-root'` searches
 * inside the open shadow roots of the current matches only (one `>>>` boundary).
 */

/** How a text argument matches, following Playwright: substring + case-insensitive + whitespace-normalised by default. */
export type TextMatch =
  | { readonly kind: 'substring'; readonly value: string } // getByText('Save'), text=Save
  | { readonly kind: 'exact'; readonly value: string } // { exact: true }, text="Save"
  | { readonly kind: 'regex'; readonly source: string; readonly flags: string }; // getByText(/save/i)

/** Options of getByRole / role= that narrow by ARIA state. */
export interface RoleOptions {
  readonly checked?: boolean;
  readonly disabled?: boolean;
  readonly expanded?: boolean;
  readonly includeHidden?: boolean;
  readonly level?: number;
  readonly pressed?: boolean;
  readonly selected?: boolean;
}

export type Scope = 'descendants' | 'shadow-root';

interface StepBase {
  /** Where a later search step looks relative to the current matches. Default 'descendants'. */
  readonly within?: Scope;
}

export type QueryStep =
  | (StepBase & { readonly kind: 'css'; readonly selector: string; readonly pierce: boolean }) // pierce: Playwright CSS crosses open shadow roots
  | (StepBase & { readonly kind: 'xpath'; readonly expression: string })
  | (StepBase & {
      readonly kind: 'role';
      readonly role: string;
      readonly name?: TextMatch;
      readonly options: RoleOptions;
    })
  | (StepBase & { readonly kind: 'test-id'; readonly attribute: string; readonly value: TextMatch }) // attribute: the test-id attribute name
  | (StepBase & { readonly kind: 'text'; readonly text: TextMatch })
  | (StepBase & { readonly kind: 'label'; readonly text: TextMatch })
  | (StepBase & { readonly kind: 'placeholder'; readonly text: TextMatch })
  | (StepBase & { readonly kind: 'alt-text'; readonly text: TextMatch })
  | (StepBase & { readonly kind: 'title'; readonly text: TextMatch })
  | (StepBase & { readonly kind: 'attribute'; readonly name: string; readonly value: TextMatch }) // id=, name=, data-*=
  | { readonly kind: 'nth'; readonly index: number } // first() = 0, last() = -1, nth(n)
  | {
      readonly kind: 'filter';
      readonly hasText?: TextMatch;
      readonly hasNotText?: TextMatch;
      readonly has?: LocatorQuery;
      readonly hasNot?: LocatorQuery;
      readonly visible?: boolean;
    }
  | { readonly kind: 'aria-ref'; readonly ref: string } // e42 / f1e2: resolvable only in a live page
  | {
      readonly kind: 'appium';
      readonly strategy: AppiumStrategy;
      readonly value: string;
    };

export type AppiumStrategy =
  | 'id'
  | 'accessibility id'
  | 'xpath'
  | 'class name'
  | 'name'
  | '-android uiautomator'
  | '-ios predicate string'
  | '-ios class chain';

/** The form a locator was written in, kept so answers and errors can speak the user's language. */
export type LocatorForm =
  | 'css'
  | 'xpath'
  | 'playwright-code'
  | 'playwright-selector'
  | 'role'
  | 'text'
  | 'id'
  | 'test-id'
  | 'attribute'
  | 'shadow-chain'
  | 'aria-ref'
  | 'appium';

export interface LocatorQuery {
  /** The text the user gave, verbatim. */
  readonly source: string;
  readonly form: LocatorForm;
  readonly steps: readonly QueryStep[];
  /** A label attached with Playwright's `locator.describe('…')` (last one wins). Never used for matching. */
  readonly description?: string;
}

/** One locator as the wire carries it: `{ type, value }` (type may be empty: detected from the value). */
export interface LocatorInput {
  readonly type?: string;
  readonly value: string;
}
