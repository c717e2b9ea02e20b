//! Light and dark themes. Projectors in bright rooms want light, laptops at
//! night want dark; the choice is the person's, so it is a toggle.

/// The colour theme of the page.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Theme {
    #[default]
    Light,
    Dark,
}

impl Theme {
    /// The other theme.
    #[must_use]
    pub fn toggled(self) -> Self {
        match self {
            Self::Light => Self::Dark,
            Self::Dark => Self::Light,
        }
    }

    /// The value of the `data-theme` attribute the stylesheet keys on.
    #[must_use]
    pub fn as_attr(self) -> &'static str {
        match self {
            Self::Light => "light",
            Self::Dark => "dark",
        }
    }

    /// Whether the dark-theme switch shows as pressed.
    #[must_use]
    pub fn is_dark(self) -> bool {
        self == Self::Dark
    }
}

#[cfg(test)]
mod tests {
    use super::Theme;

    #[test]
    fn toggling_twice_returns_to_the_start() {
        assert_eq!(Theme::Light.toggled(), Theme::Dark);
        assert_eq!(Theme::Dark.toggled(), Theme::Light);
        assert_eq!(Theme::default().toggled().toggled(), Theme::default());
    }

    #[test]
    fn attribute_values_match_the_stylesheet() {
        assert_eq!(Theme::Light.as_attr(), "light");
        assert_eq!(Theme::Dark.as_attr(), "dark");
        assert!(Theme::Dark.is_dark());
        assert!(!Theme::Light.is_dark());
    }
}
