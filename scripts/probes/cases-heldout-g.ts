/**
 * Held-out hand-written refactors (probe G): pages and elements mostly not used by the other
 * probe sets. Written without looking at the engine's answers.
 * Held-out set g (session 12 end): measured untuned on 8b65a95 (23/62 healed, 4 false of 78); read
 * for rules in session 13, so a regression set now.
 */
import type { ProbeCase } from './types.js';

const MOZ = 'web/readability-mozilla-1.html';
const CNN = 'web/readability-cnn.html';
const AO3 = 'web/readability-archive-of-our-own.html';
const NYT = 'web/readability-nytimes-5.html';
const WAPO = 'web/readability-wapo-1.html';
const SPW = 'web/readability-spiceworks.html';
const RDT = 'web/postlight-reddit.html';
const VCARD = 'web/vaadin-card.html';
const BBC = 'web/readability-bbc-1.html';
const SANWA = 'web/postlight-sanwa-co-jp.html';
const ENG = 'web/readability-engadget.html';
const YAHOO = 'web/readability-yahoo-2.html';
const MED = 'web/readability-medium-3.html';
const ASET = 'web/adminlte-pages-settings.html';
const SBI = 'web/sbadmin2-index.html';
const TJQ = 'web/todomvc-jquery.html';
const GH = 'web/postlight-github.html';
const YT = 'web/postlight-youtube.html';
const GDN = 'web/readability-guardian-1.html';
const MSN = 'web/readability-msn.html';
const RR = 'web/readability-royal-road.html';
const TW = 'web/postlight-twitter.html';
const WIKIA = 'web/readability-wikia.html';
const CYT = 'web/cypress-kitchensink-traversal.html';
const VCHAT = 'web/vaadin-messages-ai-chat.html';
const RIP = 'web/postlight-reddit-image-post.html';
const LI = 'web/postlight-linkedin.html';

export const PROBE_CASES: ProbeCase[] = [
  // ── Mozilla "customize Firefox" page ────────────────────────────────────────────────────────
  {
    id: 'moz-newsletter-email-renamed',
    page: MOZ,
    kind: 'combined',
    locator: '#id_email',
    description: 'email field in the Firefox news signup',
    target: '#id_email',
    edits: [
      {
        from: '<input id="id_email" name="email" placeholder="YOUR EMAIL HERE" required="required"',
        to: '<input id="newsletter-email" name="email" placeholder="you@example.com" required="required"',
      },
    ],
    after: '#newsletter-email',
  },
  {
    id: 'moz-signup-submit-tag-text',
    page: MOZ,
    kind: 'combined',
    locator: "page.getByRole('button', { name: 'Sign me up' })",
    description: 'newsletter submit button',
    target: '#footer_email_submit',
    edits: [
      {
        from: `<input type="submit" id="footer_email_submit" value="Sign me up&nbsp;»"
                                class="button"/>`,
        to: `<button type="submit" class="button newsletter-submit">Subscribe</button>`,
      },
    ],
    after: '#newsletter-form button.newsletter-submit',
  },
  {
    id: 'moz-green-theme-deleted',
    page: MOZ,
    kind: 'deleted',
    locator: '#theme-green',
    description: 'green theme preview button',
    target: '#theme-green',
    edits: [
      {
        from: `                                        <button type="button" aria-controls="theme-demo"
                                        id="theme-green">Preview green theme</button>
`,
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'moz-sync-cta-reworded',
    page: MOZ,
    kind: 'combined',
    locator: "//a[@id='sync-button']",
    framework: 'selenium',
    description: 'Sync call-to-action button',
    target: '#sync-button',
    edits: [
      {
        from: '<a class="button" id="sync-button" href="http://www.mozilla.org/mobile/sync/"><span></span>Learn more about Sync</a>',
        to: '<a class="button button-sync" href="https://www.mozilla.org/firefox/sync/"><span></span>Set up Firefox Sync</a>',
      },
    ],
    after: 'a.button-sync',
  },
  {
    id: 'moz-addons-tab-reordered',
    page: MOZ,
    kind: 'reordered',
    locator: '#customizer-list li:nth-child(2) a',
    description: 'Add-ons tab under "More ways to customize"',
    target: '#customize-addons',
    edits: [
      {
        move: {
          start: '<li> <a class="show-customizer" id="customize-addons" href="#add-ons">',
          end: `            Add-ons
          </a>

                                </li>`,
        },
        before: `                            </ul>
                        </div>
                    </section>
                    <div id="customizers-wrapper">`,
      },
    ],
    after: '#customize-addons',
  },
  {
    id: 'moz-language-label-reworded',
    page: MOZ,
    kind: 'text reworded',
    locator: "page.getByLabel('Other languages:')",
    description: 'language picker in the footer',
    target: '#language',
    edits: [
      {
        from: '<label for="language">Other languages:</label>',
        to: '<label for="language">Language</label>',
      },
    ],
    after: '#language',
  },
  {
    id: 'moz-donate-class-text',
    page: MOZ,
    kind: 'combined',
    locator: 'a.donate',
    description: 'Donate link in the footer',
    target: 'a.donate',
    edits: [
      {
        from: `                            class="donate">Donate</a>`,
        to: `                            class="footer-link--cta">Support Mozilla</a>`,
      },
    ],
    after: 'a.footer-link--cta',
  },
  {
    id: 'moz-privacy-checkbox-id',
    page: MOZ,
    kind: 'id/class renamed',
    locator: '#id_privacy',
    description: 'privacy policy consent checkbox',
    target: '#id_privacy',
    edits: [
      {
        from: `<label for="id_privacy" class="privacy-check-label">
                                            <input id="id_privacy" name="privacy"`,
        to: `<label for="newsletter-privacy" class="privacy-check-label">
                                            <input id="newsletter-privacy" name="privacy"`,
      },
    ],
    after: '#newsletter-privacy',
  },
  // ── CNN Money article ───────────────────────────────────────────────────────────────────────
  {
    id: 'cnn-quote-search-placeholder',
    page: CNN,
    kind: 'combined',
    locator: "page.getByPlaceholder('stock tickers')",
    description: 'stock ticker search box in the header',
    target: '#symb',
    edits: [
      {
        from: '<input id="symb" title="Search" name="symbols" autocomplete="off" class="blur search--input" placeholder="stock tickers" type="text" />',
        to: '<input id="quote-search" title="Search" name="symbols" autocomplete="off" class="search__input" placeholder="Search quotes and news" type="text" />',
      },
    ],
    after: '#quote-search',
  },
  {
    id: 'cnn-login-link-to-button',
    page: CNN,
    kind: 'tag changed',
    locator: 'a.cnnLogin',
    description: 'Log In link in the top banner',
    target: 'a.cnnLogin',
    edits: [
      {
        from: '<a href="javascript:void(0)" class="cnnLogin">Log In</a>',
        to: '<button type="button" class="account-login">Log In</button>',
      },
    ],
    after: 'button.account-login',
  },
  {
    id: 'cnn-job-title-id',
    page: CNN,
    kind: 'id/class renamed',
    locator: '#keyword',
    framework: 'selenium',
    description: 'job title input in the job search widget',
    target: '#keyword',
    edits: [
      {
        from: '<input class="sbox keyword" id="keyword" name="q" placeholder="Job title" type="text" />',
        to: '<input class="jobs-widget__input" id="jobs-what" name="q" placeholder="Job title" type="text" />',
      },
    ],
    after: '#jobs-what',
  },
  {
    id: 'cnn-find-jobs-reworded',
    page: CNN,
    kind: 'text reworded',
    locator: "page.getByRole('button', { name: 'Find Jobs' })",
    description: 'Find Jobs button',
    target: '#searchButton',
    edits: [
      {
        from: '<button class="cnnm-btn" id="searchButton" type="submit">Find Jobs <i class="icon icon--arrow-right"></i>',
        to: '<button class="cnnm-btn" id="searchButton" type="submit">Search openings <i class="icon icon--arrow-right"></i>',
      },
    ],
    after: '#searchButton',
  },
  {
    id: 'cnn-location-fieldsets-dropped',
    page: CNN,
    kind: 'structure changed',
    locator: "//form[@id='gd_jsform']//fieldset[2]/input",
    framework: 'selenium',
    description: 'location field in the jobs search',
    target: '#location',
    edits: [
      {
        from: `                                                        <fieldset>
                                                            <input class="sbox keyword" id="keyword" name="q" placeholder="Job title" type="text" />
                                                        </fieldset>

                                                        <fieldset>
                                                            <input class="sbox location" id="location" name="l" placeholder="Location" type="text" />
                                                        </fieldset>`,
        to: `                                                        <input class="sbox keyword" id="keyword" name="q" placeholder="Job title" type="text" />
                                                        <input class="sbox location" id="location" name="l" placeholder="Location" type="text" />`,
      },
    ],
    after: '#location',
  },
  {
    id: 'cnn-newsletter-subscribe-deleted',
    page: CNN,
    kind: 'deleted',
    locator: '#mc-embedded-subscribe',
    description: 'Subscribe button of the Before the Bell newsletter',
    target: '#mc-embedded-subscribe',
    edits: [
      {
        from: '<input value="Subscribe" name="subscribe" id="mc-embedded-subscribe" class="button" type="submit" />',
        to: '',
      },
    ],
    after: null,
  },
  // ── Archive of Our Own work page ────────────────────────────────────────────────────────────
  {
    id: 'ao3-username-label-reworded',
    page: AO3,
    kind: 'text reworded',
    locator: "page.getByLabel('User name or email:')",
    description: 'username field in the login dropdown',
    target: '#user_session_login_small',
    edits: [
      {
        from: '<label for="user_session_login_small">User name or email:</label>',
        to: '<label for="user_session_login_small">Username or email</label>',
      },
    ],
    after: '#user_session_login_small',
  },
  {
    id: 'ao3-login-submit-tag',
    page: AO3,
    kind: 'tag changed',
    locator: "//form[@id='new_user_session_small']//input[@value='Log In']",
    framework: 'selenium',
    description: 'Log In submit button in the header login form',
    target: '#new_user_session_small input[type=submit]',
    edits: [
      {
        from: 'Remember Me</label> <input type="submit" name="commit" value="Log In" />',
        to: 'Remember Me</label> <button type="submit" name="commit">Log In</button>',
      },
    ],
    after: '#new_user_session_small button[type=submit]',
  },
  {
    id: 'ao3-bottom-next-chapter-deleted',
    page: AO3,
    kind: 'deleted',
    locator: "(//a[text()='Next Chapter →'])[2]",
    framework: 'selenium',
    description: 'Next Chapter link at the bottom of the chapter',
    target: 'ul.actions[role=navigation] a:has-text("Next Chapter")',
    edits: [
      {
        from: `                            <li>
                                <a href="/works/11808918/chapters/26796918#workskin">Next Chapter →</a>
                            </li>
                            <li>
                                <form id="new_kudo"`,
        to: `                            <li>
                                <form id="new_kudo"`,
      },
    ],
    after: null,
  },
  {
    id: 'ao3-kudos-id-and-value',
    page: AO3,
    kind: 'combined',
    locator: '#kudo_submit',
    description: 'Kudos button under the chapter',
    target: '#kudo_submit',
    edits: [
      {
        from: '<input type="submit" name="commit" value="Kudos ♥" id="kudo_submit"',
        to: '<input type="submit" name="commit" value="Leave Kudos ♥" class="kudos-button"',
      },
    ],
    after: '#new_kudo input[type=submit]',
  },
  {
    id: 'ao3-site-search-id',
    page: AO3,
    kind: 'id/class renamed',
    locator: '#site_search',
    description: 'work search box in the header',
    target: '#site_search',
    edits: [
      {
        from: '<label class="landmark" for="site_search">Work Search:</label> <input class="text" id="site_search" aria-describedby="site_search_tooltip"',
        to: '<label class="landmark" for="header-work-search">Work Search:</label> <input class="text" id="header-work-search" aria-describedby="site_search_tooltip"',
      },
    ],
    after: '#header-work-search',
  },
  {
    id: 'ao3-forgot-password-reworded',
    page: AO3,
    kind: 'text reworded',
    locator: 'text=Forgot password?',
    description: 'forgot password link',
    target: 'a[href="/users/password/new"]',
    edits: [
      {
        from: '<a href="/users/password/new">Forgot password?</a>',
        to: '<a href="/users/password/new">Reset your password</a>',
      },
    ],
    after: 'a[href="/users/password/new"]',
  },
  {
    id: 'ao3-remember-me-relabelled',
    page: AO3,
    kind: 'combined',
    locator: "page.getByLabel('Remember Me')",
    description: 'remember me checkbox on the login form',
    target: '#user_remember_me_small',
    edits: [
      {
        from: '<label for="user_remember_me_small" class="action"><input type="checkbox" name="user[remember_me]" id="user_remember_me_small" value="1" />Remember Me</label>',
        to: '<input type="checkbox" name="user[remember_me]" id="user_remember_me_small" value="1" /><label for="user_remember_me_small" class="action">Stay logged in</label>',
      },
    ],
    after: '#user_remember_me_small',
  },
  // ── NYT (Spanish edition) article ───────────────────────────────────────────────────────────
  {
    id: 'nyt-search-button-rehashed',
    page: NYT,
    kind: 'id/class renamed',
    locator: 'button.css-tkwi90',
    description: 'search button in the masthead',
    target: '[data-test-id="search-button"]',
    edits: [
      {
        from: '<button class="css-tkwi90 e1iflr850" data-test-id="search-button">',
        to: '<button class="css-1q2w3x9 e1iflr851" data-test-id="search-button">',
      },
    ],
    after: '[data-test-id="search-button"]',
  },
  {
    id: 'nyt-account-testid-renamed',
    page: NYT,
    kind: 'combined',
    locator: "page.getByTestId('user-settings-button')",
    description: 'account menu button (top right)',
    target: '[data-testid="user-settings-button"]',
    edits: [
      {
        from: 'aria-label="Account" class="e1j3jvdr3 css-fozwf3" data-testid="user-settings-button" type="button">',
        to: 'aria-label="Your account" class="e1j3jvdr3 css-fozwf3" data-testid="account-menu-button" type="button">',
      },
    ],
    after: '[data-testid="account-menu-button"]',
  },
  {
    id: 'nyt-sections-aria-dropped',
    page: NYT,
    kind: 'attribute dropped',
    locator: "page.getByRole('button', { name: 'Sections Navigation', exact: true })",
    description: 'Sections menu button',
    target: '#desktop-sections-button',
    edits: [
      {
        from: '<button id="desktop-sections-button" data-testid="desktop-section-button" aria-label="Sections Navigation" class="css-123u7tk ea180rp2">',
        to: '<button id="desktop-sections-button" data-testid="desktop-section-button" class="css-123u7tk ea180rp2">',
      },
    ],
    after: '#desktop-sections-button',
  },
  {
    id: 'nyt-canada-edition-deleted',
    page: NYT,
    kind: 'deleted',
    locator: "//li[@data-testid='edition-menu-canada']/a",
    framework: 'selenium',
    description: 'Canada edition link',
    target: '[data-testid="edition-menu-canada"] a',
    edits: [
      {
        from: `                                    <li data-testid="edition-menu-canada" class="css-1vlye70">
                                        <a lang="en-CA" class="css-ogiugu" href="/ca/?action=click&amp;region=Editions&amp;pgtype=Homepage" xml:lang="en-CA">Canada</a>
                                    </li>
`,
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'nyt-todays-paper-class',
    page: NYT,
    kind: 'combined',
    locator: 'a.css-hnzl8o',
    description: "Today's Paper link",
    target: 'a.css-hnzl8o',
    edits: [
      {
        from: '<a href="https://www.nytimes.com/section/todayspaper" class="css-hnzl8o">Today’s Paper</a>',
        to: '<a href="https://www.nytimes.com/section/todayspaper" class="css-7yq0vv">Today’s Print Edition</a>',
      },
    ],
    after: 'a[href="https://www.nytimes.com/section/todayspaper"]',
  },
  // ── Washington Post article ─────────────────────────────────────────────────────────────────
  {
    id: 'wapo-article-newsletter-add',
    page: WAPO,
    kind: 'combined',
    locator: '#subscribe-newsLetter',
    description: 'Add button in the newsletter box under the article',
    target: '#subscribe-newsLetter',
    edits: [
      {
        from: '<input type="submit" value="Add" class="newsLetter-btn" id="subscribe-newsLetter"/>',
        to: '<input type="submit" value="Sign up" class="newsletter__button"/>',
      },
    ],
    after: '#newsLetter-signup-box input[type=submit]',
  },
  {
    id: 'wapo-suggestion-checkbox-reordered',
    page: WAPO,
    kind: 'reordered',
    locator: "(//div[@class='suggestion-list']//input[@type='checkbox'])[2]",
    framework: 'selenium',
    description: 'checkbox for "Another Related Newsletter (M-W-F)"',
    target: '.suggestion:has-text("Another Related Newsletter") input',
    edits: [
      {
        move: {
          start: `                            <div class="suggestion">
                                <input type="checkbox" class="checkbox"/>
                                <p class="title">This Newsletter is Good (weekly)</p>`,
          end: `<p class="title">This Newsletter is Good (weekly)</p>
                            </div>
`,
        },
        before: `                            <div class="suggestion">
                                <input type="checkbox" class="checkbox"/>
                                <p class="title">Name of Related Newsletter (daily)</p>`,
      },
    ],
    after: '.suggestion:has-text("Another Related Newsletter") input',
  },
  {
    id: 'wapo-no-thanks-reworded',
    page: WAPO,
    kind: 'text reworded',
    locator: "//input[@value='No, thanks']",
    framework: 'selenium',
    description: 'No thanks button in the newsletter banner',
    target: '#signup-cancel',
    edits: [
      {
        from: '<input type="submit" value="No, thanks" class="submit-btn signup" id="signup-cancel"/>',
        to: '<input type="submit" value="Maybe later" class="submit-btn signup" id="signup-cancel"/>',
      },
    ],
    after: '#signup-cancel',
  },
  {
    id: 'wapo-desktop-search-form-id',
    page: WAPO,
    kind: 'id/class renamed',
    locator: "#nav-search input[name='query']",
    description: 'search box in the top nav',
    target: '#nav-search input',
    edits: [
      {
        from: '<form id="nav-search" method="get" action="http://www.washingtonpost.com/newssearch/">',
        to: '<form id="site-search" class="nav-search--desktop" method="get" action="http://www.washingtonpost.com/newssearch/">',
      },
    ],
    after: '#site-search input',
  },
  {
    id: 'wapo-banner-sign-up-deleted',
    page: WAPO,
    kind: 'deleted',
    locator: "input[value='Sign Up']",
    framework: 'selenium',
    description: 'Sign Up button for the suggested newsletters',
    target: '#signup-more',
    edits: [
      {
        from: `
                            <input type="submit" value="Sign Up" class="submit-btn signup" id="signup-more"/>`,
        to: '',
      },
    ],
    after: null,
  },
  // ── Spiceworks article ──────────────────────────────────────────────────────────────────────
  {
    id: 'spw-community-button-to-link',
    page: SPW,
    kind: 'combined',
    locator: "//button[@class='take-me-btn']",
    framework: 'selenium',
    description: 'Take me to Community button at the end of the article',
    target: 'button.take-me-btn',
    edits: [
      {
        from: '<a class="content-page-take-me-to-community-button" href="https://community.spiceworks.com/"><button class="take-me-btn" id="topic footer|Take me to the Community">Take me to Community</button></a>',
        to: '<a class="community-cta btn" href="https://community.spiceworks.com/">Go to the Community</a>',
      },
    ],
    after: 'a.community-cta',
  },
  {
    id: 'spw-spiceworld-cta-deleted',
    page: SPW,
    kind: 'deleted',
    locator: '#survey-btn',
    description: 'SpiceWorld "Save your spot" button in the sidebar',
    target: '#survey-btn',
    edits: [
      {
        from: '</p><a class="take-survey-btn" id="survey-btn" href="https://www.spiceworks.com/spiceworld/" target="_blank"><button>Save your spot now</button></a>',
        to: '</p>',
      },
    ],
    after: null,
  },
  // ── Reddit comments page (Showerthoughts) ───────────────────────────────────────────────────
  {
    id: 'rdt-search-bar-id-placeholder',
    page: RDT,
    kind: 'combined',
    locator: '#header-search-bar',
    description: 'search bar in the header',
    target: '#header-search-bar',
    edits: [
      {
        from: `<input type="search" class="_1K7ubH9z5v9E6C19j2fjQU" id="header-search-bar" name="q"
                          placeholder="Search Reddit" value="">`,
        to: `<input type="search" class="_2Tx9aLq0pZb7nM3sVfWc1Q" name="q"
                          placeholder="Search in r/Showerthoughts" value="">`,
      },
    ],
    after: 'form[role=search] input[type=search]',
  },
  {
    id: 'rdt-post-upvote-id',
    page: RDT,
    kind: 'id/class renamed',
    locator: '#upvote-button-t3_awx46q',
    description: 'upvote arrow on the post',
    target: '#upvote-button-t3_awx46q',
    edits: [
      {
        from: 'data-adclicklocation="upvote" id="upvote-button-t3_awx46q"><span',
        to: 'data-adclicklocation="upvote" id="vote-up-t3_awx46q"><span',
      },
    ],
    after: '#vote-up-t3_awx46q',
  },
  {
    id: 'rdt-comment-sort-reworded',
    page: RDT,
    kind: 'text reworded',
    locator: "page.getByRole('button', { name: 'Sort by: best' })",
    description: 'comment sort dropdown',
    target: '#CommentSort--SortPicker',
    edits: [
      {
        from: `>Sort by:
                                  best</span>`,
        to: `>Sorted by Best</span>`,
      },
    ],
    after: '#CommentSort--SortPicker',
  },
  {
    id: 'rdt-signup-role-dropped',
    page: RDT,
    kind: 'attribute dropped',
    locator: "page.getByRole('button', { name: 'Sign Up' })",
    description: 'Sign Up button in the header',
    target: 'a[href^="https://www.reddit.com/register/"]',
    edits: [
      {
        from: `In</a><a role="button" tabindex="0"
                      href="https://www.reddit.com/register/`,
        to: `In</a><a
                      href="https://www.reddit.com/register/`,
      },
    ],
    after: 'a[href^="https://www.reddit.com/register/"]',
  },
  {
    id: 'rdt-post-hide-deleted',
    page: RDT,
    kind: 'deleted',
    locator: "//div[@id='t3_awx46q']//button[.//span[text()='hide']]",
    framework: 'selenium',
    description: 'hide button under the post',
    target: '#t3_awx46q button:has(span:text-is("hide"))',
    edits: [
      {
        from: `                                <div data-ignore-click="false" class="_3U_7i38RDPV5eBv7m4M-9J"
                                  data-adclicklocation="fl_unknown"><button
                                    class="_10K5i7NW6qcm-UoCtpB3aK YszYBnnIoNY8pZ6UwCivd _3yh2bniLq7bYr4BaiXowdO _2sAFaB0tx4Hd5KxVkdUcAx _3sUJGnemgtNczijwoT8PGg"><span
                                      class="pthKOcceozMuXLYrLlbL1"><i class="icon icon-hide"></i></span><span
                                      class="_2-cXnP74241WI7fpcpfPmg _70940WUuFmpHbhKlj8EjZ">hide</span></button></div>
`,
        to: '',
      },
    ],
    after: null,
  },
  // ── Vaadin card dev page ────────────────────────────────────────────────────────────────────
  {
    id: 'vcard-dark-checkbox-label',
    page: VCARD,
    kind: 'text reworded',
    locator: 'vaadin-checkbox[label="Dark"]',
    description: 'Dark theme variant checkbox',
    target: '.theme-variant vaadin-checkbox[value=dark]',
    edits: [
      {
        from: '<vaadin-checkbox label="Dark" value="dark"></vaadin-checkbox>',
        to: '<vaadin-checkbox label="Dark mode" value="dark"></vaadin-checkbox>',
      },
    ],
    after: '.theme-variant vaadin-checkbox[value=dark]',
  },
  {
    id: 'vcard-content-select-id',
    page: VCARD,
    kind: 'id/class renamed',
    locator: '#content',
    description: 'Content select in the options panel',
    target: '#content',
    edits: [
      {
        from: '<vaadin-select label="Content" id="content"></vaadin-select>',
        to: '<vaadin-select label="Content" id="content-select"></vaadin-select>',
      },
    ],
    after: '#content-select',
  },
  // ── BBC News article ────────────────────────────────────────────────────────────────────────
  {
    id: 'bbc-search-label-reworded',
    page: BBC,
    kind: 'text reworded',
    locator: "page.getByRole('textbox', { name: 'Search the BBC' })",
    description: 'BBC search box in the top bar',
    target: '#orb-search-q',
    edits: [
      {
        from: '<label for="orb-search-q">Search the BBC</label>',
        to: '<label for="orb-search-q">Search BBC News, Sport and more</label>',
      },
    ],
    after: '#orb-search-q',
  },
  {
    id: 'bbc-signin-id-dropped',
    page: BBC,
    kind: 'id/class renamed',
    locator: '#idcta-link',
    description: 'Sign in link in the BBC top bar',
    target: '#idcta-link',
    edits: [
      {
        from: '<a id="idcta-link" href="https://ssl.bbc.com/id/signin?',
        to: '<a class="orb-account__signin" href="https://ssl.bbc.com/id/signin?',
      },
    ],
    after: 'a.orb-account__signin',
  },
  {
    id: 'bbc-share-whatsapp-deleted',
    page: BBC,
    kind: 'deleted',
    locator: 'li.share__tool--whatsapp a',
    framework: 'selenium',
    description: 'share on WhatsApp',
    target: 'li.share__tool--whatsapp a',
    edits: [
      {
        from: '                            <li class="share__tool share__tool--whatsapp">\n        <a href="whatsapp://send?text=BBC%20News%20%7C%20Obama%20admits%20US%20gun%20laws%20are%20his%20%27biggest%20frustration%27%20-%20http%3A%2F%2Fwww.bbc.com%2Fnews%2Fworld-us-canada-33646704%3Focid%3Dwsnews_chatapps_whatsapp_msg_trial_link1">\n            <span>WhatsApp</span>\n        </a>\n    </li>\n',
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'bbc-footer-sections-button',
    page: BBC,
    kind: 'combined',
    locator: "//button[text()='Sections']",
    framework: 'selenium',
    description: 'Sections toggle above the footer navigation',
    target: 'button.navigation__footerButton',
    edits: [
      {
        from: '<button class="navigation__cta-footer navigation__footerButton">Sections</button>',
        to: '<button class="nav-footer__toggle" aria-expanded="false">Browse all sections</button>',
      },
    ],
    after: 'button.nav-footer__toggle',
  },
  // ── Sanwa Supply news release (Japanese) ────────────────────────────────────────────────────
  {
    id: 'sanwa-support-nav-id',
    page: SANWA,
    kind: 'id/class renamed',
    locator: '#a-support',
    description: 'customer support tab in the global navigation',
    target: '#a-support',
    edits: [
      {
        from: '<li id="gl-support"><a id="a-support" href="javascript:void(0);"',
        to: '<li class="gnav__item gnav__item--support"><a class="gnav__link" href="/support/index.html"',
      },
    ],
    after: '.gnav__item--support a',
  },
  {
    id: 'sanwa-download-nav-deleted',
    page: SANWA,
    kind: 'deleted',
    locator: "//li[@id='gl-download']/a",
    framework: 'selenium',
    description: 'Download tab in the top navigation',
    target: '#a-download',
    edits: [
      {
        from: '                                        <li id="gl-download"><a id="a-download" href="javascript:void(0);" title="&#x30C0;&#x30A6;&#x30F3;&#x30ED;&#x30FC;&#x30C9;&#x306E;&#x30DA;&#x30FC;&#x30B8;&#x3078;" accesskey="3"><img src="//www.sanwa.co.jp/static/images/common/header/gl_navi_download_a.png" alt="&#x30C0;&#x30A6;&#x30F3;&#x30ED;&#x30FC;&#x30C9;" class="rollover"></a></li>\n',
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'sanwa-english-link-reworded',
    page: SANWA,
    kind: 'text reworded',
    locator: "page.getByRole('link', { name: 'English' })",
    description: 'English site link at the top',
    target: 'a[href="/en/index.html"]',
    edits: [
      {
        from: 'alt="" width="4" height="6">English</a></li>',
        to: 'alt="" width="4" height="6">EN</a></li>',
      },
    ],
    after: 'a[href="/en/index.html"]',
  },
  // ── Engadget article ────────────────────────────────────────────────────────────────────────
  {
    id: 'eng-newsletter-placeholder',
    page: ENG,
    kind: 'text reworded',
    locator: "page.getByPlaceholder('Sign up for our newsletter')",
    description: 'newsletter email field',
    target: 'input[name=email]',
    edits: [
      {
        from: 'placeholder="Sign up for our newsletter"',
        to: 'placeholder="Enter your email"',
      },
    ],
    after: 'input[name=email]',
  },
  {
    id: 'eng-search-terms-id-type',
    page: ENG,
    kind: 'combined',
    locator: "input#search-terms[type='Text']",
    description: 'search box in the search overlay',
    target: '#search-terms',
    edits: [
      {
        from: 'type="Text" id="search-terms"',
        to: 'type="search" id="q"',
      },
    ],
    after: '#q',
  },
  // ── Yahoo News article ──────────────────────────────────────────────────────────────────────
  {
    id: 'yahoo-search-button-id-text',
    page: YAHOO,
    kind: 'combined',
    locator: '#search-button',
    description: 'Search button in the header',
    target: '#search-button',
    edits: [
      {
        from: 'id="search-button" style="filter:chroma(color=#000000);-webkit-font-smoothing:antialiased;" type="submit" data-reactid="59">Search</button>',
        to: 'id="ybar-search" style="filter:chroma(color=#000000);-webkit-font-smoothing:antialiased;" type="submit" data-reactid="59">Search Web</button>',
      },
    ],
    after: '#ybar-search',
  },
  {
    id: 'yahoo-more-link-reworded',
    page: YAHOO,
    kind: 'text reworded',
    locator: "//a[span[text()='More']]",
    framework: 'selenium',
    description: 'More menu in the top bar',
    target: '#uh-tb-more-link',
    edits: [{ from: 'data-reactid="33">More</span>', to: 'data-reactid="33">All Yahoo</span>' }],
    after: '#uh-tb-more-link',
  },
  // ── Medium article ──────────────────────────────────────────────────────────────────────────
  {
    id: 'med-footer-follow-deleted',
    page: MED,
    kind: 'deleted',
    locator: "//a[contains(@href,'follow_footer')]/ancestor::h2/following-sibling::div[@class='r g']//button",
    framework: 'selenium',
    description: 'Follow author button at the end of the post',
    target: 'h2:has(a[href*="follow_footer"]) + div.r.g button',
    edits: [
      {
        from: '<span class="r na al nb"><span><button class="nn de q fy fz ga gb gc ba bl gd ge gf gg gh gi gj bn b bo bp bq br gm gn ck go gp">Follow</button></span></span>',
        to: '<span class="r na al nb"></span>',
      },
      {
        from: '<div class="fl r">\n                                                                <span><button class="fx de q fy fz ga gb gc ba bl gd ge gf gg gh gi gj bn b bo gk gl br gm gn ck go gp">Follow</button></span>',
        to: '<div class="fl r">',
      },
    ],
    after: null,
  },
  // ── AdminLTE settings page (elements the other sets leave alone) ────────────────────────────
  {
    id: 'aset-language-wrapped',
    page: ASET,
    kind: 'structure changed',
    locator: "//label[normalize-space()='Language']/following-sibling::select",
    framework: 'selenium',
    description: 'Language dropdown in the account settings',
    target: '#settings-lang',
    edits: [
      {
        from: `                            <select class="form-select" id="settings-lang">`,
        to: `                            <div class="input-group">
                            <span class="input-group-text"><i class="bi bi-translate"></i></span>
                            <select class="form-select" id="settings-lang">`,
      },
      {
        from: `                              <option>Deutsch</option>
                            </select>`,
        to: `                              <option>Deutsch</option>
                            </select>
                            </div>`,
      },
    ],
    after: '#settings-lang',
  },
  {
    id: 'aset-new-password-id',
    page: ASET,
    kind: 'id/class renamed',
    locator: '#pwd-new',
    framework: 'selenium',
    description: 'new password field on the Security tab',
    target: '#pwd-new',
    edits: [
      {
        from: `<label class="form-label" for="pwd-new"> New password </label>
                            <input type="password" class="form-control" id="pwd-new" />`,
        to: `<label class="form-label" for="security-new-password"> New password </label>
                            <input type="password" class="form-control" id="security-new-password" autocomplete="new-password" />`,
      },
    ],
    after: '#security-new-password',
  },
  {
    id: 'aset-mentions-switch-deleted',
    page: ASET,
    kind: 'deleted',
    locator: "page.getByRole('switch', { name: 'Toggle Mentions' })",
    description: 'Mentions notification toggle',
    target: '#notif-3',
    edits: [
      {
        from: '                        <div\n                          class="d-flex justify-content-between align-items-start py-2 border-bottom"\n                        >\n                          <div>\n                            <p class="mb-0 fw-semibold">Mentions</p>\n                            <small class="text-secondary">When a teammate @mentions you</small>\n                          </div>\n                          <div class="form-check form-switch mb-0">\n                            <input\n                              class="form-check-input"\n                              type="checkbox"\n                              role="switch"\n                              id="notif-3"\n                            />\n                            <label class="visually-hidden" for="notif-3"> Toggle Mentions </label>\n                          </div>\n                        </div>\n',
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'aset-save-preferences-reworded',
    page: ASET,
    kind: 'text reworded',
    locator: "//button[text()='Save preferences']",
    framework: 'selenium',
    description: 'save button on the Notifications tab',
    target: 'button:text-is("Save preferences")',
    edits: [
      {
        from: '<button class="btn btn-primary mt-3">Save preferences</button>',
        to: '<button class="btn btn-primary mt-3">Save notification settings</button>',
      },
    ],
    after: 'button:text-is("Save notification settings")',
  },
  // ── SB Admin 2 dashboard ────────────────────────────────────────────────────────────────────
  {
    id: 'sbi-show-all-alerts-reworded',
    page: SBI,
    kind: 'text reworded',
    locator: "page.getByText('Show All Alerts')",
    description: 'link at the bottom of the alerts dropdown',
    target: 'a.dropdown-item:has-text("Show All Alerts")',
    edits: [
      {
        from: '<a class="dropdown-item text-center small text-gray-500" href="#">Show All Alerts</a>',
        to: '<a class="dropdown-item text-center small text-gray-500" href="#">View all notifications</a>',
      },
    ],
    after: 'a.dropdown-item:has-text("View all notifications")',
  },
  {
    id: 'sbi-upgrade-pro-deleted',
    page: SBI,
    kind: 'deleted',
    locator: "//a[text()='Upgrade to Pro!']",
    framework: 'selenium',
    description: 'Upgrade to Pro button in the sidebar card',
    target: 'a.btn-success',
    edits: [
      {
        from: `                <a class="btn btn-success btn-sm" href="https://startbootstrap.com/theme/sb-admin-pro">Upgrade to Pro!</a>
`,
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'sbi-tables-nav-item-inserted',
    page: SBI,
    kind: 'structure changed',
    locator: "(//a[@class='nav-link'])[3]",
    framework: 'selenium',
    description: 'Tables link in the sidebar',
    target: 'a.nav-link[href="tables.html"]',
    edits: [
      {
        from: `            <!-- Nav Item - Tables -->`,
        to: `            <!-- Nav Item - Reports -->
            <li class="nav-item">
                <a class="nav-link" href="reports.html">
                    <i class="fas fa-fw fa-file-alt"></i>
                    <span>Reports</span></a>
            </li>

            <!-- Nav Item - Tables -->`,
      },
    ],
    after: 'a.nav-link[href="tables.html"]',
  },
  // ── TodoMVC (jQuery) ────────────────────────────────────────────────────────────────────────
  {
    id: 'tjq-toggle-all-relabelled',
    page: TJQ,
    kind: 'text reworded',
    locator: "page.getByLabel('Mark all as complete')",
    description: 'toggle-all checkbox',
    target: '#toggle-all',
    edits: [
      {
        from: '<label for="toggle-all">Mark all as complete</label>',
        to: '<label for="toggle-all">Complete all todos</label>',
      },
    ],
    after: '#toggle-all',
  },
  {
    id: 'tjq-todomvc-link-deleted',
    page: TJQ,
    kind: 'deleted',
    locator: "page.getByRole('link', { name: 'TodoMVC' })",
    description: 'TodoMVC link in the footer',
    target: 'a[href="http://todomvc.com"]',
    edits: [
      {
        from: `            <p>Part of <a href="http://todomvc.com">TodoMVC</a></p>
`,
        to: '',
      },
    ],
    after: null,
  },
  // ── GitHub repository page ──────────────────────────────────────────────────────────────────
  {
    id: 'gh-search-test-hook-dropped',
    page: GH,
    kind: 'attribute dropped',
    locator: "[data-test-selector='nav-search-input']",
    description: 'search or jump to box in the header',
    target: 'input.header-search-input',
    edits: [
      {
        from: 'name="q" data-test-selector="nav-search-input" placeholder="Search or jump to…"',
        to: 'name="q" placeholder="Search or jump to…"',
      },
    ],
    after: 'input.header-search-input',
  },
  // ── YouTube watch page ──────────────────────────────────────────────────────────────────────
  {
    id: 'yt-voice-search-reworded',
    page: YT,
    kind: 'text reworded',
    locator: "page.getByRole('button', { name: 'Search with your voice' })",
    description: 'microphone button next to the search box',
    target: 'button[aria-label="Search with your voice"]',
    edits: [
      {
        from: 'aria-label="Search with your voice" style="">',
        to: 'aria-label="Voice search" style="">',
      },
    ],
    after: 'button[aria-label="Voice search"]',
  },
  {
    id: 'yt-watch-later-class-title',
    page: YT,
    kind: 'combined',
    locator: 'button.ytp-watch-later-button',
    description: 'Watch later button in the player',
    target: 'button.ytp-watch-later-button',
    edits: [
      {
        from: `<button class="ytp-watch-later-button ytp-button"
                                    data-tooltip-opaque="false" title="Watch later" aria-label="Watch later">`,
        to: `<button class="ytp-save-button ytp-button"
                                    data-tooltip-opaque="false" title="Save to Watch later" aria-label="Save to Watch later">`,
      },
    ],
    after: 'button.ytp-save-button',
  },
  // ── Guardian article ────────────────────────────────────────────────────────────────────────
  {
    id: 'gdn-edition-picker-reworded',
    page: GDN,
    kind: 'text reworded',
    locator: "//button[text()='US edition']",
    description: 'edition switcher in the header',
    target: 'button[data-link-name="nav2 : edition picker"]',
    edits: [
      {
        from: 'aria-haspopup="true" aria-expanded="true">US edition</button>',
        to: 'aria-haspopup="true" aria-expanded="true">Edition: US</button>',
      },
    ],
    after: 'button[data-link-name="nav2 : edition picker"]',
  },
  {
    id: 'gdn-site-message-close-class',
    page: GDN,
    kind: 'id/class renamed',
    locator: 'button.site-message__close-btn',
    description: 'close button of the site message banner',
    target: 'button.js-site-message-close',
    edits: [
      {
        from: '<button class="site-message__close-btn js-site-message-close" data-link-name="hide release message">',
        to: '<button class="site-message__dismiss" data-link-name="dismiss site message">',
      },
    ],
    after: 'button.site-message__dismiss',
  },
  // ── MSN article ─────────────────────────────────────────────────────────────────────────────
  {
    id: 'msn-report-problem-deleted',
    page: MSN,
    kind: 'deleted',
    locator: '#feedback-reportproblem',
    description: 'Report a Problem tab in the feedback panel',
    target: '#feedback-reportproblem',
    edits: [
      {
        from: `
            <button id="feedback-reportproblem" title="report a problem" data-id="92" data-m="{&quot;i&quot;:92,&quot;n&quot;:&quot;feedback&quot;,&quot;y&quot;:11,&quot;l&quot;:&quot;reportproblem&quot;}">Report a Problem</button>`,
        to: '',
      },
    ],
    after: null,
  },
  {
    id: 'msn-abuse-submit-reworded',
    page: MSN,
    kind: 'text reworded',
    locator: "//button[text()='submit']",
    framework: 'selenium',
    description: 'submit button of the report abuse form',
    target: 'button.submitbutton',
    edits: [
      {
        from: '<button class="submitbutton">submit</button>',
        to: '<button class="submitbutton">Send report</button>',
      },
    ],
    after: 'button.submitbutton',
  },
  {
    id: 'msn-market-select-id',
    page: MSN,
    kind: 'id/class renamed',
    locator: "page.locator('#site-market')",
    description: 'language & content market dropdown in settings',
    target: '#site-market',
    edits: [{ from: '<select id="site-market" data-id="11"', to: '<select id="market-picker" data-id="11"' }],
    after: '#market-picker',
  },
  // ── Royal Road chapter page ─────────────────────────────────────────────────────────────────
  {
    id: 'rr-reader-preferences-reworded',
    page: RR,
    kind: 'text reworded',
    locator: "page.getByRole('button', { name: 'Reader Preferences' })",
    description: 'reader preferences button above the chapter',
    target: 'button[data-target="#settings"]',
    edits: [
      {
        from: '<span class="hidden-xs">Reader</span> Preferences</button>',
        to: '<span class="hidden-xs">Reading</span> Settings</button>',
      },
    ],
    after: 'button[data-target="#settings"]',
  },
  // ── Twitter profile page ────────────────────────────────────────────────────────────────────
  {
    id: 'tw-geo-not-now-reworded',
    page: TW,
    kind: 'text reworded',
    locator: "//button[text()='Not now']",
    framework: 'selenium',
    description: 'Not now button in the location prompt',
    target: 'button.geo-not-now',
    edits: [
      {
        from: '<button type="button" class="geo-not-now btn-link">Not now</button>',
        to: '<button type="button" class="geo-not-now btn-link">Maybe later</button>',
      },
    ],
    after: 'button.geo-not-now',
  },
  // ── Fandom (wikia) article ──────────────────────────────────────────────────────────────────
  {
    id: 'wikia-search-field-class',
    page: WIKIA,
    kind: 'id/class renamed',
    locator: 'input.search-field',
    description: 'search stories and wikis field',
    target: 'input.search-field',
    edits: [
      {
        from: '<input class="search-field" placeholder="Search Stories and Wikis..." value="" name="s" type="search" />',
        to: '<input class="fandom-search__input" placeholder="Search Stories and Wikis..." value="" name="s" type="search" />',
      },
    ],
    after: 'input.fandom-search__input',
  },
  // ── Cypress kitchen sink: traversal (elements the other sets leave alone) ──────────────────
  {
    id: 'cyt-sphynx-list-resorted',
    page: CYT,
    kind: 'reordered',
    locator: 'ul.traversal-list li:nth-child(4)',
    framework: 'selenium',
    description: 'sphynx in the cat breeds list',
    target: '.traversal-list li:text-is("sphynx")',
    edits: [
      {
        from: `            <li>tabby</li>
            <li>siamese</li>
            <li>persian</li>
            <li>sphynx</li>
            <li>burmese</li>`,
        to: `            <li>bengal</li>
            <li>burmese</li>
            <li>persian</li>
            <li>siamese</li>
            <li>sphynx</li>
            <li>tabby</li>`,
      },
    ],
    after: '.traversal-list li:text-is("sphynx")',
  },
  {
    id: 'cyt-library-breadcrumb-class',
    page: CYT,
    kind: 'combined',
    locator: "//ol[contains(@class,'traversal-breadcrumb')]/li[2]/a",
    framework: 'selenium',
    description: 'Library breadcrumb link',
    target: '.traversal-breadcrumb a:text-is("Library")',
    edits: [
      {
        from: `          <ol class="traversal-breadcrumb breadcrumb">
            <li><a href="#">Home</a></li>
            <li><a href="#">Library</a></li>
            <li class="active">Data</li>
          </ol>`,
        to: `          <nav aria-label="breadcrumb"><ol class="breadcrumb">
            <li class="breadcrumb-item"><a href="#">Home</a></li>
            <li class="breadcrumb-item"><a href="#">Library</a></li>
            <li class="breadcrumb-item active" aria-current="page">Data</li>
          </ol></nav>`,
      },
    ],
    after: 'ol.breadcrumb a:text-is("Library")',
  },
  // ── Vaadin AI chat dev page ─────────────────────────────────────────────────────────────────
  {
    id: 'vchat-upload-button-layout-id',
    page: VCHAT,
    kind: 'id/class renamed',
    locator: '#input-layout > vaadin-upload-button',
    description: 'attach file button next to the message input',
    target: 'vaadin-upload-button',
    edits: [
      {
        from: `          <div id="input-layout">
            <vaadin-upload-button class="upload" theme="icon">`,
        to: `          <div class="composer-row">
            <vaadin-upload-button class="upload" theme="icon" aria-label="Attach files">`,
      },
    ],
    after: 'vaadin-upload-button',
  },
  // ── Reddit image post (r/aww) ───────────────────────────────────────────────────────────────
  {
    id: 'rip-comment-button-reworded',
    page: RIP,
    kind: 'text reworded',
    locator: "page.getByRole('button', { name: 'Comment', exact: true })",
    description: 'Comment submit button under the comment box',
    target: 'button[type=submit]:text-is("Comment")',
    edits: [{ from: '">Comment</button>', to: '">Post comment</button>' }],
    after: 'button[type=submit]:text-is("Post comment")',
  },
  {
    id: 'rip-strikethrough-deleted',
    page: RIP,
    kind: 'deleted',
    locator: "page.getByRole('button', { name: 'Strikethrough' })",
    description: 'strikethrough button in the comment editor toolbar',
    target: 'button[aria-label="Strikethrough"]',
    edits: [
      {
        from: '<span><button role="button" tabindex="-1"\n                                            aria-label="Strikethrough" aria-selected="false"\n                                            class="_2lAJkFZXhr5kbH7YF-sYFf _1H0LLEwUP5ys6cgxr9KhMa _2iuoyPiKHN3kfOoeIQalDT _3zbhtNO0bdck0oYbYRhjMC HNozj_dKjQZ59ZsfEegz8 _1tPpYVD73ugqp4k-VMFRki _3ojSE1JW7jxNzUzZK8kt7m"><i\n                                              class="_1mvTX6krm3Q2d1CSyUm28s  icon icon-strikethrough"></i>\n                                            <div class="Nb7NCPTlQuxN_WDPUg5Q2">\n                                              <div\n                                                class="ki2VbfBhU-qxg1S6VyET6 dMXy0l6Saub8-fPDkQvGC _8fNGSBGvr1Ds8PbrsUGzN">\n                                                Strikethrough</div>\n                                            </div>\n                                          </button></span>',
        to: '',
      },
    ],
    after: null,
  },
  // ── LinkedIn article (Pulse) ────────────────────────────────────────────────────────────────
  {
    id: 'li-german-language-deleted',
    page: LI,
    kind: 'deleted',
    locator: "page.getByRole('menuitem', { name: 'Deutsch (German)' })",
    description: 'German option in the language selector',
    target: 'button[data-locale=de_DE]',
    edits: [
      {
        from: '          <li aria-label="Deutsch (German)" class="language-selector__item">\n            \n            <button aria-label="Deutsch (German)" class="language-selector__link " data-tracking-control-name="language-selector-de_DE" data-locale="de_DE" role="menuitem" lang="de_DE">\n                Deutsch (German)\n            </button>\n          </li>\n',
        to: '',
      },
    ],
    after: null,
  },
];
