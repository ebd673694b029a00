import ButtonRender
import ArgumentParser

RenderCLI.main()
