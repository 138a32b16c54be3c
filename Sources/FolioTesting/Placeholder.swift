internal import FolioCore
