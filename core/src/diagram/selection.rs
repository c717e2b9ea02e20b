//! What is selected on the canvas: entities (one or several) or one
//! relationship.

/// The current selection.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub enum Selection {
    #[default]
    None,
    /// In the order they were selected.
    Entities(Vec<String>),
    Relationship(String),
}

impl Selection {
    /// Exactly this entity.
    #[must_use]
    pub fn entity(id: &str) -> Self {
        Self::Entities(vec![id.to_owned()])
    }

    /// The entity, when exactly one is selected.
    #[must_use]
    pub fn single_entity(&self) -> Option<&str> {
        match self {
            Self::Entities(ids) if ids.len() == 1 => ids.first().map(String::as_str),
            _ => None,
        }
    }

    #[must_use]
    pub fn has_entity(&self, id: &str) -> bool {
        matches!(self, Self::Entities(ids) if ids.iter().any(|x| x == id))
    }

    #[must_use]
    pub fn has_relationship(&self, id: &str) -> bool {
        matches!(self, Self::Relationship(r) if r == id)
    }

    /// The selected entities (none when a relationship is selected).
    #[must_use]
    pub fn entities(&self) -> &[String] {
        match self {
            Self::Entities(ids) => ids,
            _ => &[],
        }
    }

    /// Shift-click: adds the entity, or takes it out if it was selected.
    #[must_use]
    pub fn toggled(&self, id: &str) -> Self {
        let mut ids = self.entities().to_vec();
        if let Some(at) = ids.iter().position(|x| x == id) {
            ids.remove(at);
        } else {
            ids.push(id.to_owned());
        }
        if ids.is_empty() {
            Self::None
        } else {
            Self::Entities(ids)
        }
    }

    /// A rubber band's result, added to the selection when `additive`.
    #[must_use]
    pub fn with_band(&self, found: Vec<String>, additive: bool) -> Self {
        let mut ids = if additive {
            self.entities().to_vec()
        } else {
            Vec::new()
        };
        for id in found {
            if !ids.contains(&id) {
                ids.push(id);
            }
        }
        if ids.is_empty() {
            Self::None
        } else {
            Self::Entities(ids)
        }
    }

    /// Drops ids that no longer exist (after an undo, say).
    #[must_use]
    pub fn existing(&self, model: &crate::wire::model::Model) -> Self {
        match self {
            Self::Entities(ids) => {
                let kept: Vec<String> = ids
                    .iter()
                    .filter(|id| model.entity(id).is_some())
                    .cloned()
                    .collect();
                if kept.is_empty() {
                    Self::None
                } else {
                    Self::Entities(kept)
                }
            }
            Self::Relationship(id) if !model.relationships.iter().any(|r| &r.id == id) => {
                Self::None
            }
            other => other.clone(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shift_click_adds_and_removes() {
        let one = Selection::entity("a");
        let two = one.toggled("b");
        assert_eq!(two.entities(), ["a", "b"]);
        assert_eq!(two.single_entity(), None);
        assert_eq!(two.toggled("a"), Selection::entity("b"));
        assert_eq!(Selection::entity("a").toggled("a"), Selection::None);
        assert_eq!(
            Selection::Relationship("r".into()).toggled("a"),
            Selection::entity("a")
        );
    }

    #[test]
    fn a_band_replaces_or_adds() {
        let current = Selection::entity("a");
        assert_eq!(
            current.with_band(vec!["b".into()], false),
            Selection::entity("b")
        );
        assert_eq!(
            current
                .with_band(vec!["b".into(), "a".into()], true)
                .entities(),
            ["a", "b"]
        );
        assert_eq!(current.with_band(Vec::new(), false), Selection::None);
    }

    #[test]
    fn vanished_items_leave_the_selection() {
        let mut model = crate::diagram::document::empty_model();
        crate::diagram::apply(
            &mut model,
            crate::diagram::Edit::AddEntity { x: 0.0, y: 0.0 },
        )
        .expect("adds");
        let selection = Selection::Entities(vec!["entity_1".into(), "gone".into()]);
        assert_eq!(selection.existing(&model), Selection::entity("entity_1"));
        assert_eq!(
            Selection::Relationship("r1".into()).existing(&model),
            Selection::None
        );
    }
}
