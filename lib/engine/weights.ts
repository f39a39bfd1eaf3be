/**
 * Every weight, threshold and limit of the healing core, named, in one place. Scores are points;
 * a candidate's score is the sum of its per-feature points (answers carry them as `scores`).
 * Changing a number here changes behaviour everywhere, and the mutation bench measures it.
 */

// ─── Input limits ───────────────────────────────────────────────────────────────────────────

/** Page sources longer than this (characters) are refused with 413 before parsing. */
export const DEFAULT_MAX_PAGE_SOURCE_CHARS = 16 * 1024 * 1024;
/** Descriptions, remarks and single locators longer than this are refused with 400. */
export const MAX_EVIDENCE_TEXT_CHARS = 20_000;
/** Test-id attributes, most preferred first (options.test_id_attrs overrides). */
export const DEFAULT_TEST_ID_ATTRIBUTES: readonly string[] = [
  'data-testid',
  'data-test',
  'data-qa',
  'data-cy',
  'data-test-id',
];

// ─── Shortlist ──────────────────────────────────────────────────────────────────────────────

/** Candidates kept after scoring (the model, when asked, sees at most this many). */
export const SHORTLIST_SIZE = 8;
/** Elements whose cheap pre-score is in the top N get the full (role, name, section) scoring. */
export const PRESCORE_POOL_SIZE = 300;
/** Text longer than this is a container's, not a control's: text features fade beyond it. */
export const MAX_CONTROL_TEXT_CHARS = 120;

/** A locator that still resolves to exactly one element earns this × its robustness (0..1). */
export const SURVIVING_LOCATOR_POINTS = 6;
/**
 * A surviving locator's credit where it matches its label only inside a longer one: a deleted
 * target's substring locator lands on the next label that holds the word.
 */
export const LOOSE_LANDING_FACTOR = 0.3;
/** A locator that resolves to several elements shares this × robustness among them. */
export const SURVIVING_AMBIGUOUS_POINTS = 1.5;

/** Points per clue of a broken locator that the element still carries, exactly. */
export const CLUE_EXACT_POINTS = {
  'test-id': 5,
  id: 4,
  role: 1,
  'role-name': 4,
  name: 3.5,
  text: 3,
  attribute: 3,
  class: 1.2,
  tag: 0.4,
} as const;
/** Fraction of the exact points a clue earns when only its words match (renames keep most words). */
export const CLUE_TOKEN_FACTOR = 0.7;
/**
 * Fraction of the exact points when an id or test id has the very same words in the same order,
 * only spelled another way (`searchButton` → `search-button`): a change of naming convention,
 * not of meaning, so it stands as locator evidence on its own.
 */
export const CLUE_RESPELLED_FACTOR = 0.9;
/** Points when a clue value's words appear in an identifier of another kind (id words now in a test id). */
export const CLUE_CROSS_FIELD_FACTOR = 0.5;

/**
 * Description (and remarks) features. `coverage` is the share of the description's words the
 * element or its section explains (the main signal: an element missing a word the description
 * insists on loses in proportion); the others prefer the element whose *own name* is described.
 */
export const DESCRIPTION_POINTS = {
  coverage: 8,
  /** Share of the description's words in the accessible name (× coverage). */
  name: 2,
  /** The description names the element's role family ("button", "link", "checkbox"…). */
  role: 1.5,
  /** The whole accessible name appears in the description as a phrase (× coverage). */
  phrase: 1.5,
  /** Share of the element's own name that the description mentions (× coverage). */
  precision: 1.5,
} as const;
/** Remarks count this much of a description. */
export const REMARKS_FACTOR = 0.5;
/**
 * An element inside a repeated item (card, list item, row, article) whose item is titled with
 * words the evidence does not say, while the evidence has words the element does not explain,
 * is probably the same control of a sibling item: its score is multiplied by this.
 */
export const SECTION_MISMATCH_FACTOR = 0.4;
/**
 * An element whose address (href, src, action) differs from the one an exact broken locator asked
 * for never matched that locator: a sibling link, or the target after a move to a new address,
 * which is rarer than a link turned button. Its score is multiplied by this.
 */
export const OTHER_ADDRESS_FACTOR = 0.5;
/** Locator clue points below which a heal rests on the description alone. */
export const WEAK_LOCATOR_POINTS = 3.5;
/** Points when an anchor (an earlier step of the broken locator) still contains the element. */
export const ANCHOR_POINTS = 1;
/** Interactive elements (a widget role) get this much when the description says to act on something. */
export const INTERACTIVE_POINTS = 0.5;
/** Hidden elements (hidden, aria-hidden, type=hidden, display:none) keep this share of their score. */
export const HIDDEN_FACTOR = 0.3;

// ─── Description verdict (shared by the shortlist and matchDescription) ────────────────────

/** Coverage of the description's content words at or above which the element agrees. */
export const AGREE_COVERAGE = 0.5;
/** A token pair at or above this similarity counts as the same word. */
export const SAME_WORD_SIMILARITY = 0.75;
/**
 * Shortest phrase a description quotes that names an item found holding it (its title for the
 * shortlist, a filter for the ladder): a quoted "OK" is no item's title.
 */
export const MIN_QUOTED_ITEM_CHARS = 4;

// ─── Robustness of a surviving locator (0..1), by its strongest part ───────────────────────

export const ROBUSTNESS = {
  'test-id': 1,
  'role-name': 0.85,
  id: 0.85,
  label: 0.75,
  attribute: 0.7,
  text: 0.6,
  'semantic-class': 0.45,
  role: 0.2,
  tag: 0.05,
  'generated-id': 0.1,
  'hashed-class': 0.05,
  'data-dependent-text': 0.1,
  'aria-ref': 0,
} as const;
/** Each positional step (nth-child, [3], nth=) multiplies robustness by this. */
export const POSITIONAL_FACTOR = 0.35;
/** An absolute XPath (/html/body/…) multiplies robustness by this. */
export const ABSOLUTE_PATH_FACTOR = 0.1;

// ─── Decision ───────────────────────────────────────────────────────────────────────────────

/** Below this score nothing is healed: the evidence does not point anywhere. */
export const SCORE_FLOOR = 3;
/** A description-only heal needs at least this share of the description's content words explained. */
export const MIN_DESCRIPTION_COVERAGE = 0.5;
/** Relative margin (top − second) / top under which a configured model is asked. */
export const TIE_BREAK_MARGIN = 0.3;
/** Relative margin under which, without a usable model answer, the engine refuses. */
export const REFUSAL_MARGIN = 0.18;
/** A score at which confidence saturates. */
export const STRONG_SCORE = 12;
/**
 * A form field set aside only because its label grew (see ScoredCandidate.grown) is taken when it
 * stands alone: no other element scores more than this share of it…
 */
export const LONE_GROWN_RIVAL_SHARE = 0.6;
/** …and it scores at least this much (twice the floor: the evidence points at it, not near it). */
export const LONE_GROWN_MIN_SCORE = 2 * SCORE_FLOOR;
/** Confidence of an intact locator whose element agrees with the description. */
export const INTACT_CONFIDENCE = 0.98;
/** Confidence of a cache hit that re-validated. */
export const CACHE_CONFIDENCE = 0.95;
/** Highest confidence of a heal (a heal is never certain). */
export const MAX_HEAL_CONFIDENCE = 0.97;
/** Confidence ceiling when a close call was broken deterministically (no model). */
export const CLOSE_CALL_CONFIDENCE = 0.6;
/** Confidence ceiling when the model broke the tie. */
export const MODEL_PICK_CONFIDENCE = 0.8;

// ─── Ladder ─────────────────────────────────────────────────────────────────────────────────

/** Stability score of each rung (answers and alternatives are ranked by it). */
export const RUNG_SCORE = {
  'test-id': 100,
  /** A field's `name` attribute: outlives a reworded label and a move into a shadow root. */
  'field-name': 94,
  /** A link's exact text: outlives <a href> becoming a <button> (client-side navigation). */
  'link-text-anchored': 93,
  'link-text': 91,
  /** An element's own aria-label: outlives a change of role (<a href> becoming a <button>). */
  'aria-label-anchored': 93,
  'aria-label': 91,
  'role-name': 90,
  'role-name-anchored': 92,
  /** A name that holds a count ("48 Replies"), matched with the count left open: /^\d… Replies$/. */
  'role-name-pattern': 85,
  'role-name-pattern-anchored': 87,
  /** A long or data-laden name matched by a stable part of it, a child's text ("Sparta Free Online Game"). */
  'role-name-part': 84,
  /** A name that ends in data ("Lit 3.4"), matched by the words before it: /^Lit\b/. */
  'role-name-lead': 83,
  'role-name-lead-anchored': 85,
  id: 80,
  label: 70,
  attribute: 68,
  placeholder: 66,
  text: 60,
  'text-anchored': 62,
  /**
   * A hidden element's text that holds a count, matched with the count left open: after a test id
   * its items repeat, which names the control, not just what it reads.
   */
  'text-pattern': 54,
  'text-pattern-anchored': 55,
  /** A test id each repeated item has once ("comments-page-link" per post), anchored in its item. */
  'test-id-anchored': 56,
  /** A control named by its image alone, by its role and that image's alt text. */
  'image-alt': 52,
  relative: 50,
  'semantic-class': 40,
  xpath: 20,
  /**
   * A link's own address when nothing else names it alone (`a[href="#Economy"]`): a team keeps its
   * routes; `<a href>` becoming a `<button>` drops it, so it is the last rung.
   */
  href: 15,
} as const;
/** Names and texts longer than this make poor locators. */
export const MAX_LOCATOR_TEXT_CHARS = 80;
/**
 * A given XPath locator is evaluated (to see whether it still matches) only on pages with at most
 * this many elements: the `xpath` package's evaluation over the page's mirror costs about 100-400 ms
 * (mirror built once per page) at 4-10k elements and a second and ~100 MB of heap at 38k (the
 * 5 MB benchmark page). Above it the locator still contributes its clues.
 */
export const XPATH_SIGHTING_MAX_ELEMENTS = 10_000;
/** XPath candidates are validated only while fewer than this many locators validated (they are the slowest to check). */
export const XPATH_WHEN_FEWER_THAN = 2;
/** Alternatives returned with an answer. */
export const MAX_ALTERNATIVES = 5;
/** Ancestors climbed when looking for a stable anchor. */
export const MAX_ANCHOR_DEPTH = 8;
/** Semantic classes combined at most in one selector. */
export const MAX_SEMANTIC_CLASSES = 2;
