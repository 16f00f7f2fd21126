"""Board views: the bases of the four view kinds and the fallback view."""
