import SiteKit
print("sitegen")
