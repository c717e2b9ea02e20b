//! The workshop as HTML: the owner's controls (lock, follow me, ask,
//! reveal), what the session's state means for this person, and the live
//! question: answers for everyone but the owner, the tally as bars for the
//! owner (big in presenter view) and for everyone once revealed, and the
//! advisor's answer. Buttons carry their action in `data-live`, read back
//! by one click handler.

use maud::{Markup, html};
use nestlink_core::decimal::Rounded;

use nestlink_core::live::{Count, Question, REFERENCE, Workshop, is_right};
use nestlink_core::wire::analysis::Pattern;

use crate::words::{count, fill, pattern_name, text};

/// What the workshop part of the bar is drawn from.
pub struct Seen<'a> {
    pub workshop: &'a Workshop,
    pub owner: bool,
    /// The relationship selected, which the owner may ask about.
    pub selected_relationship: bool,
    /// The question's relationship as "From → To".
    pub title: String,
    /// This person's answer to the question shown, if they gave one.
    pub mine: Option<&'a str>,
    /// How many people here may answer (everyone but the owner).
    pub present: usize,
    /// The owner chose to see the advice while the question waits.
    pub owner_sees: bool,
    /// The session's link, while the owner shows it large.
    pub link: Option<&'a str>,
}

/// An answer's name for people.
fn answer_label(answer: &str) -> String {
    match answer {
        "embed" => text("embed"),
        REFERENCE => text("reference"),
        pattern => pattern_name(pattern),
    }
}

fn pressed(on: bool) -> &'static str {
    if on { "true" } else { "false" }
}

#[must_use]
pub fn render(seen: &Seen<'_>) -> String {
    let workshop = seen.workshop;
    let status = if workshop.archived {
        text("ws-archived")
    } else if workshop.locked && !seen.owner {
        text("ws-locked")
    } else if workshop.following && !seen.owner {
        text("ws-following")
    } else {
        String::new()
    };
    html! {
        @if seen.owner {
            div class="live-controls" role="group" aria-label=(text("ws-workshop")) {
                @if workshop.locked {
                    button type="button" aria-pressed="true" data-live="unlock" { (text("ws-unlock")) }
                } @else {
                    button type="button" aria-pressed="false" data-live="lock" { (text("ws-lock")) }
                }
                @if workshop.following {
                    button type="button" aria-pressed="true" data-live="unfollow" { (text("ws-unfollow")) }
                } @else {
                    button type="button" aria-pressed="false" data-live="follow" { (text("ws-follow")) }
                }
                button type="button" data-live="ask" disabled[!seen.selected_relationship]
                    title=(text("ws-ask-hint")) {
                    (text("ws-ask"))
                }
                @if let Some(question) = &workshop.question {
                    @if question.reveal.is_none() {
                        button type="button" data-live="reveal" { (text("ws-reveal")) }
                        button type="button" aria-pressed=(pressed(seen.owner_sees)) data-live="show-me"
                            title=(text("ws-show-me-hint")) {
                            (text("ws-show-me"))
                        }
                    }
                    button type="button" data-live="end" { (text("ws-end")) }
                }
                button type="button" data-live="copy-link" title=(text("ws-copy-link-hint")) { (text("ws-copy-link")) }
                button type="button" aria-pressed=(pressed(seen.link.is_some())) data-live="show-link"
                    title=(text("ws-show-link-hint")) { (text("ws-show-link")) }
            }
            @if let Some(link) = seen.link {
                p class="live-link" data-testid="live-link" { bdi { (link) } }
            }
        }
        p class="live-status" data-testid="live-status" role="status" { (status) }
        @if let Some(question) = &workshop.question {
            (card(seen, question))
        }
    }
    .into_string()
}

/// The question: answer buttons (or the tally, for the owner), then the
/// advisor's answer once revealed.
fn card(seen: &Seen<'_>, question: &Question) -> Markup {
    let advised = question.reveal.as_ref().map(|r| r.pattern.as_str());
    html! {
        section class="live-question" data-testid="live-question" aria-label=(text("ws-question")) {
            h3 { (fill("ws-which", &[("relationship", &seen.title)])) }
            @if !seen.owner && advised.is_none() {
                p class="live-hint" { (text("ws-hidden")) }
            }
            @if !seen.owner && advised.is_none() {
                div class="live-answers" role="group" aria-label=(text("ws-your-answer-label")) {
                    @for answer in ["embed", REFERENCE] {
                        button type="button" aria-pressed=(pressed(seen.mine == Some(answer)))
                            data-live=(format!("answer:{answer}")) { (answer_label(answer)) }
                    }
                    // "Embed" above covers embedding a sub-document.
                    @let patterns = Pattern::ALL.into_iter().filter(|p| *p != Pattern::Embed);
                    @let picked = seen.mine.filter(|mine| Pattern::from_id(mine).is_some_and(|p| p != Pattern::Embed));
                    select aria-label=(text("ws-or-pattern-label")) {
                        option value="" disabled selected[picked.is_none()] { (text("ws-or-pattern")) }
                        @for pattern in patterns {
                            option value=(pattern.as_str()) selected[picked == Some(pattern.as_str())] { (pattern_name(pattern.as_str())) }
                        }
                    }
                }
            }
            @if let Some(mine) = seen.mine {
                p class="live-given" { (fill("ws-given", &[("answer", &answer_label(mine))])) }
            }
            @if seen.owner || advised.is_some() {
                (tally(&question.tally, question.answered, seen.present, advised))
            } @else {
                p class="live-answered" data-testid="live-answered" { (answered_of(question.answered, seen.present)) }
            }
            @if let Some(reveal) = &question.reveal {
                div class="live-reveal" data-testid="live-reveal" {
                    p {
                        strong { (fill("ws-advisor", &[("answer", &answer_label(&reveal.pattern))])) }
                        @if let Some(mine) = seen.mine {
                            " "
                            @if is_right(mine, &reveal.pattern) { (text("ws-agree")) }
                            @else { (text("ws-differ")) }
                        }
                    }
                    p { (reveal.rationale_in(&crate::words::lang())) }
                }
            }
        }
    }
}

/// "2 of 3 answered.": how many of the people here answered (more, when
/// some answered and left).
fn answered_of(answered: u32, present: usize) -> String {
    let present = u32::try_from(present).unwrap_or(u32::MAX).max(answered);
    match (answered, present) {
        (0, 0) => text("ws-nobody"),
        (0, _) => count(
            "ws-no-answers",
            usize::try_from(present).unwrap_or(usize::MAX),
            &[],
        ),
        (n, p) => fill(
            "ws-answered",
            &[("answered", &n.to_string()), ("n", &p.to_string())],
        ),
    }
}

/// A bar per answer, as long as its share of the answers; the bars that
/// agree with the advisor marked once it answered.
fn tally(counts: &[Count], answered: u32, present: usize, advised: Option<&str>) -> Markup {
    let total: u32 = counts.iter().map(|c| c.count).sum();
    html! {
        div class="live-tally" data-testid="live-tally" {
            p { (answered_of(answered.max(total), present)) }
            ol {
                @for count in counts {
                    @let share = f64::from(count.count) * 100.0 / f64::from(total.max(1));
                    @let right = advised.is_some_and(|pattern| is_right(&count.answer, pattern));
                    li class=(if right { "live-bar right" } else { "live-bar" }) {
                        span class="live-bar-label" { (answer_label(&count.answer)) }
                        span class="live-bar-fill" style=(format!("width: {}%", Rounded(share, 0))) {}
                        span class="live-bar-count" { (count.count) }
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nestlink_core::live::Reveal;

    fn asked(reveal: Option<Reveal>) -> Workshop {
        Workshop {
            question: Some(Question {
                number: 1,
                relationship: "wrote".into(),
                tally: vec![
                    Count {
                        answer: "embed".into(),
                        count: 1,
                    },
                    Count {
                        answer: "reference".into(),
                        count: 3,
                    },
                ],
                answered: 4,
                reveal,
            }),
            ..Workshop::default()
        }
    }

    fn seen(workshop: &Workshop, owner: bool, mine: Option<&'static str>) -> String {
        render(&Seen {
            workshop,
            owner,
            selected_relationship: false,
            title: "Author → <Post>".into(),
            mine,
            present: 5,
            owner_sees: false,
            link: None,
        })
    }

    #[test]
    fn the_owner_sees_the_tally_and_the_others_answer() {
        let workshop = asked(None);
        let owner = seen(&workshop, true, None);
        assert!(owner.contains("4 of 5 answered."), "{owner}");
        assert!(owner.contains("Show me the advice"));
        assert!(owner.contains("width: 75%"));
        assert!(owner.contains("Reveal the answer"));
        assert!(!owner.contains("data-live=\"answer:embed\""));
        assert!(owner.contains("Author → &lt;Post&gt;"), "names are escaped");
        let attendee = seen(&workshop, false, Some("embed"));
        assert!(
            !attendee.contains("live-tally"),
            "no tally before the reveal"
        );
        assert!(attendee.contains("4 of 5 answered."), "how many, not what");
        assert!(attendee.contains("aria-pressed=\"true\" data-live=\"answer:embed\""));
        assert!(!attendee.contains("Lock editing"));
        assert!(
            attendee.contains("<option value=\"\" disabled selected>"),
            "a family answer leaves the pattern list on its prompt"
        );
        let picked = seen(&workshop, false, Some("subset"));
        assert!(
            picked.contains("<option value=\"subset\" selected>"),
            "{picked}"
        );
        assert!(
            !picked.contains("<option value=\"embed\""),
            "Embed is the button"
        );
    }

    #[test]
    fn the_owner_shows_the_link_large_and_copies_it() {
        let workshop = Workshop::default();
        let link = "https://nestlink.example/s/abc";
        let shown = render(&Seen {
            workshop: &workshop,
            owner: true,
            selected_relationship: false,
            title: String::new(),
            mine: None,
            present: 0,
            owner_sees: false,
            link: Some(link),
        });
        assert!(shown.contains("data-live=\"copy-link\""));
        assert!(shown.contains("<p class=\"live-link\" data-testid=\"live-link\"><bdi>https://nestlink.example/s/abc</bdi></p>"), "{shown}");
        assert!(
            !seen(&workshop, true, None).contains("live-link\""),
            "only when asked"
        );
        assert!(
            !seen(&workshop, false, None).contains("copy-link"),
            "the owner's"
        );
        assert_eq!(answered_of(0, 0), "Nobody is here to answer yet.");
        assert_eq!(
            answered_of(3, 2),
            "3 of 3 answered.",
            "some answered and left"
        );
    }

    #[test]
    fn the_reveal_shows_everyone_the_advice_and_marks_the_agreeing_bars() {
        let workshop = asked(Some(Reveal {
            pattern: "parent-reference".into(),
            rationale: "Too many posts <to embed>.".into(),
            ..Reveal::default()
        }));
        let attendee = seen(&workshop, false, Some("embed"));
        assert!(
            attendee.contains("The advisor: Parent reference"),
            "{attendee}"
        );
        assert!(attendee.contains("sees it differently"));
        assert!(attendee.contains("&lt;to embed&gt;"));
        assert!(attendee.contains("class=\"live-bar right\""));
        assert!(
            !attendee.contains("data-live=\"answer:"),
            "answering is over"
        );
        let agreeing = seen(&workshop, false, Some("reference"));
        assert!(agreeing.contains("You agree with the advisor."));
    }
}
